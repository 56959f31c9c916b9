// The first sign that a shopper is about to press an add-to-cart button (issue 30): a pointer
// over it or down on it, a touch, or focus. The add's code loads then, never at start: most
// visits never add, and these come a few hundred milliseconds before the press itself.
import { ISLAND_ATTRIBUTE } from '../contract/index.ts';

// A mouse's or pen's press always comes after its pointerover, so that is not listened for.
const PURCHASE_INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const ADD_TO_CART_SELECTOR = `[${ISLAND_ATTRIBUTE}="add-to-cart"]`;

/** The first add's code: its path, ky, the cart calls. A failed preload is silent (the call reports it). */
function loadPurchaseCode(): void {
  for (const chunk of [
    import('../store/purchase-path.ts'),
    import('../platform/http.ts'),
    import('../store/cart-calls.ts'),
  ])
    chunk.catch(() => {});
}

/** Calls `load` once, on the first intent on an add-to-cart island; returns a stop. */
export function onPurchaseIntent(load: () => void = loadPurchaseCode, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(ADD_TO_CART_SELECTOR)) return;
    stop();
    load();
  };
  const stop = () => {
    for (const type of PURCHASE_INTENT_EVENTS) root.removeEventListener(type, onIntent, true);
  };
  for (const type of PURCHASE_INTENT_EVENTS)
    root.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
