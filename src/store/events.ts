// Public DOM events: `storefront:<name>` on document, bubbling and composed, with a typed detail.
import type { AddToCartErrorEventDetail, AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart, CartEntry } from '../domain/cart-schema.ts';

export interface StorefrontEventMap {
  ready: { version: string; islands: number };
  'cart-change': { cart: Cart };
  'add-to-cart': AddToCartEventDetail;
  /** For tracking: an add the shopper saw fail, by the spec's error type. */
  'add-to-cart-error': AddToCartErrorEventDetail;
  'variant-change': { productId: string; selected: Record<string, string>; variantId: string | undefined };
  /** For tracking (ViewCart): once when the cart page shows its cart. */
  'view-cart': { cart: Cart };
  /** For tracking (RemoveFromCart): a shopper removed an entry on the cart page. */
  'remove-from-cart': { entry: CartEntry; cart: Cart };
}

export type StorefrontEventName = keyof StorefrontEventMap;

export function dispatchStorefrontEvent<K extends StorefrontEventName>(
  name: K,
  detail: StorefrontEventMap[K],
  target: EventTarget = document,
): void {
  target.dispatchEvent(new CustomEvent(`storefront:${name}`, { bubbles: true, composed: true, detail }));
}

/** Subscribes to a storefront event; returns the unsubscribe function. */
export function onStorefrontEvent<K extends StorefrontEventName>(
  name: K,
  handler: (detail: StorefrontEventMap[K]) => void,
  target: EventTarget = document,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEventMap[K]>).detail);
  target.addEventListener(`storefront:${name}`, listener);
  return () => target.removeEventListener(`storefront:${name}`, listener);
}
