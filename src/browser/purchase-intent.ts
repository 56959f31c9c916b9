// The first sign that a shopper is about to press an add-to-cart button (issue 30): a pointer
// over it or down on it, a touch, focus, a key. The add's code loads then, never at start: most
// visits never add, and these come a few hundred milliseconds before the press itself. The
// hydration scheduler's delegated listener hands every such event here.
import { ISLAND_ATTRIBUTE } from '../core/contract/index.ts';

const ADD_TO_CART_SELECTOR = `[${ISLAND_ATTRIBUTE}="add-to-cart"]`;

/**
 * An interaction handler that calls `load` once, at the first intent on an add-to-cart island:
 * the purchase command's own preload (`services.purchase.preload`: its path, the client, the cart
 * calls), so this module names no chunk.
 */
export function purchaseIntent(load: () => void): (event: Event) => void {
  let loaded = false;
  return (event) => {
    if (loaded || !(event.target instanceof Element) || !event.target.closest(ADD_TO_CART_SELECTOR)) return;
    loaded = true;
    load();
  };
}
