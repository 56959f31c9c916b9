// Finds the product container of an island and gives every island inside it the same
// product store. A broken product JSON is reported once per container.
import {
  findJsonChild,
  PRODUCT_ATTRIBUTE,
  PRODUCT_SELECTOR,
  readJson,
  readProductItem,
} from '../contract/index.ts';
import { createProductStore, type ProductStore } from '../store/product-store.ts';

type ProductScope = { ok: true; store: ProductStore } | { ok: false; problem: string; container?: Element };

export function createProductScopes(currency: string) {
  const scopes = new WeakMap<Element, ProductScope>();

  function read(container: Element): ProductScope {
    const json = readJson(findJsonChild(container));
    if (json.ok === 'absent') {
      return {
        ok: false,
        container,
        problem: `product container has no <script type="application/json"> child`,
      };
    }
    if (json.ok === false) return { ok: false, container, problem: `product JSON is ${json.problem}` };
    const product = readProductItem(json.value, currency);
    if (!product.ok) return { ok: false, container, problem: product.problem };
    return { ok: true, store: createProductStore(product.product) };
  }

  return {
    scopeOf(island: Element): ProductScope {
      const container = island.closest(PRODUCT_SELECTOR);
      if (!container)
        return { ok: false, problem: `this island must sit inside a [${PRODUCT_ATTRIBUTE}] element` };
      let scope = scopes.get(container);
      if (!scope) {
        scope = read(container);
        scopes.set(container, scope);
      }
      return scope;
    },
  };
}
