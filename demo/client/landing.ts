// Demo-only content for the platform pages the storefront links to (/cart, the checkouts): the
// cart's lines from window.Storefront, or the parameters checkout was opened with.
import type { Cart } from '../../src/domain/cart-schema.ts';
import { element } from './dom.ts';

interface StorefrontCartApi {
  cart: { get(): Cart; subscribe(listener: (cart: Cart) => void): () => void };
}

function renderCart(target: HTMLElement, cart: Cart) {
  const list = element('ul', '', 'demo-cart');
  for (const entry of cart.entries) {
    const attributes = Object.values(entry.chosenVariant?.attributes ?? {}).join(', ');
    list.append(
      element(
        'li',
        `${entry.quantity} × ${entry.title ?? entry.itemId}${attributes ? ` (${attributes})` : ''}`,
      ),
    );
  }
  const summary =
    cart.entries.length === 0
      ? element('p', 'Your cart is empty.')
      : element(
          'p',
          `${cart.totalQuantity} items, subtotal ${cart.subtotal?.value ?? (cart.subtotalCents / 100).toFixed(2)} ${cart.subtotal?.currency ?? ''}`.trim(),
        );
  target.replaceChildren(list, summary);
}

export function mountLanding(): void {
  const target = document.querySelector<HTMLElement>('[data-demo-landing]');
  if (!target) return;
  if (target.dataset.demoLanding !== 'cart') {
    const params = [...new URLSearchParams(location.search)];
    if (params.length === 0) return;
    const list = element('dl', '', 'demo-params');
    for (const [name, value] of params) list.append(element('dt', name), element('dd', value));
    target.replaceChildren(list);
    return;
  }
  const attach = () => {
    const api = (window as unknown as { Storefront?: StorefrontCartApi }).Storefront;
    if (!api || Array.isArray(api)) return;
    renderCart(target, api.cart.get());
    api.cart.subscribe((cart) => renderCart(target, cart));
  };
  document.addEventListener('storefront:ready', attach, { once: true });
  document.addEventListener('storefront:cart-change', attach, { once: true });
}
