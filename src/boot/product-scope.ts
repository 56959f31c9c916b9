// Finds the product container of an island and gives every island inside it the same
// selection store. A broken product JSON is reported once per container.
import { normalizeProduct } from '../domain/product.ts';
import { ProductItemSchema } from '../domain/product-schema.ts';
import { describeIssue } from '../domain/zod.ts';
import { createProductStore, type ProductStore } from '../store/product-store.ts';
import { findJsonChild, readJson } from './json-script.ts';

export const PRODUCT_ATTRIBUTE = 'data-storefront-product';

export type ProductScope =
  | { ok: true; store: ProductStore }
  | { ok: false; problem: string; container?: Element };

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
    const parsed = ProductItemSchema.safeParse(json.value);
    if (!parsed.success)
      return { ok: false, container, problem: `product JSON field ${describeIssue(parsed.error)}` };
    return { ok: true, store: createProductStore(normalizeProduct(parsed.data, currency)) };
  }

  return {
    scopeOf(island: Element): ProductScope {
      const container = island.closest(`[${PRODUCT_ATTRIBUTE}]`);
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
