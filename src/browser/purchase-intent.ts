// The first sign that a shopper is about to press an add-to-cart button (issue 30): a pointer
// over it or down on it, a touch, focus, a key. The add's code loads then, never at start: most
// visits never add, and these come a few hundred milliseconds before the press itself. The
// hydration scheduler's delegated listener hands every such event here.
import { ISLAND_ATTRIBUTE } from '../core/contract/index.ts';

const ADD_TO_CART_SELECTOR = `[${ISLAND_ATTRIBUTE}="add-to-cart"]`;

/** The first add's code: its path, ky, the cart calls. A failed preload is silent (the call reports it). */
function loadPurchaseCode(): void {
  for (const chunk of [
    import('../core/store/purchase-path.ts'),
    import('../core/platform/http.ts'),
    import('../core/store/cart-calls.ts'),
  ])
    chunk.catch(() => {});
}

/** An interaction handler that calls `load` once, at the first intent on an add-to-cart island. */
export function purchaseIntent(load: () => void = loadPurchaseCode): (event: Event) => void {
  let loaded = false;
  return (event) => {
    if (loaded || !(event.target instanceof Element) || !event.target.closest(ADD_TO_CART_SELECTOR)) return;
    loaded = true;
    load();
  };
}
