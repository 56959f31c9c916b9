// Finds the product scope of a product island and gives every island of one product the same
// product store. Two ways to name the product (docs/architecture.md "Product scope"):
// - the island sits inside a product container (data-storefront-product) holding the JSON;
// - the island names its product (data-storefront-product-id="<id>") and the page holds that
//   product's JSON once, in <script type="application/json" data-storefront-product-item="<id>">
//   anywhere in the document (the platform idiom: `{.section item}{@|product-price}{.end}`
//   writes islands that share no element).
// The container wins when both are present. A broken product JSON is reported once per scope.
import {
  findJsonChild,
  PRODUCT_ATTRIBUTE,
  PRODUCT_ID_ATTRIBUTE,
  PRODUCT_ITEM_ATTRIBUTE,
  PRODUCT_SELECTOR,
  readJson,
  readProductItem,
} from '../core/contract/index.ts';
import { createProductStore, type ProductStore } from '../core/store/product-store.ts';

type ProductScope = { ok: true; store: ProductStore } | { ok: false; problem: string; container?: Element };

/** The product JSON script for `id`, compared as text (an id may hold any character). */
function productItemScript(root: ParentNode, id: string): HTMLScriptElement | undefined {
  for (const script of Array.from(root.querySelectorAll(`script[${PRODUCT_ITEM_ATTRIBUTE}]`))) {
    if (script instanceof HTMLScriptElement && script.getAttribute(PRODUCT_ITEM_ATTRIBUTE) === id)
      return script;
  }
  return undefined;
}

export function createProductScopes(currency: string) {
  const scopes = new WeakMap<Element, ProductScope>();
  /** Scopes named by id, by id: the same product shares one store across the page. */
  const named = new Map<string, ProductScope>();

  function fromJson(json: ReturnType<typeof readJson>, container: Element, absent: string): ProductScope {
    if (json.ok === 'absent') return { ok: false, container, problem: absent };
    if (json.ok === false) return { ok: false, container, problem: `product JSON is ${json.problem}` };
    const product = readProductItem(json.value, currency);
    if (!product.ok) return { ok: false, container, problem: product.problem };
    return { ok: true, store: createProductStore(product.product) };
  }

  function inContainer(container: Element): ProductScope {
    let scope = scopes.get(container);
    if (!scope) {
      scope = fromJson(
        readJson(findJsonChild(container)),
        container,
        `product container has no <script type="application/json"> child`,
      );
      scopes.set(container, scope);
    }
    return scope;
  }

  function byId(island: Element, id: string): ProductScope {
    const known = named.get(id);
    if (known) return known;
    const script = productItemScript(island.ownerDocument, id);
    // Not remembered: the script may arrive with content added later.
    if (!script)
      return {
        ok: false,
        problem: `no <script type="application/json" ${PRODUCT_ITEM_ATTRIBUTE}="${id}"> on the page for ${PRODUCT_ID_ATTRIBUTE}="${id}"`,
      };
    const scope = fromJson(readJson(script), script, '');
    if (scope.ok) {
      const productId = scope.store.getState().product.id;
      if (productId !== id)
        return { ok: false, problem: `the product JSON for "${id}" has the id "${productId}"` };
    }
    named.set(id, scope);
    return scope;
  }

  return {
    scopeOf(island: Element): ProductScope {
      const container = island.closest(PRODUCT_SELECTOR);
      if (container) return inContainer(container);
      const id = island.getAttribute(PRODUCT_ID_ATTRIBUTE);
      if (id !== null) return byId(island, id);
      return {
        ok: false,
        problem: `this island must sit inside a [${PRODUCT_ATTRIBUTE}] element or name its product with ${PRODUCT_ID_ATTRIBUTE}`,
      };
    },
  };
}
