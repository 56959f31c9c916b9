// The cart pill the popover snaps to: the first `.sf-cart-pill` that is shown and in view.
const CART_PILL_SELECTOR = '.sf-cart-pill';

export function visibleCartPill(root: Document = document): Element | undefined {
  const viewWidth = root.defaultView?.innerWidth ?? 0;
  const viewHeight = root.defaultView?.innerHeight ?? 0;
  for (const pill of root.querySelectorAll(CART_PILL_SELECTOR)) {
    if (pill.closest('[hidden]')) continue;
    const box = pill.getBoundingClientRect();
    const hasSize = box.width > 0 && box.height > 0;
    const inView = box.bottom > 0 && box.right > 0 && box.top < viewHeight && box.left < viewWidth;
    if (hasSize && inView) return pill;
  }
  return undefined;
}
