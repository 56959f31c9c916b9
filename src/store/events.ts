// Public DOM events: `storefront:<name>` on document, bubbling and composed, with a typed detail.
import type { AddToCartErrorEventDetail, AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { Product, Variant } from '../domain/product.ts';

/** A custom product form opened or saved (analytics: OpenCustomProductForm, SaveCustomProductForm). */
export interface CustomFormEventDetail {
  readonly formId: string;
  readonly itemId: string;
  /** The product and variant when known (before purchase); a cart entry has only ids. */
  readonly product?: Product | undefined;
  readonly variant?: Variant | undefined;
  readonly sku?: string | undefined;
  /** Set when the form edits an entry already in the cart. */
  readonly entryId?: string | undefined;
}

export interface StorefrontEventMap {
  ready: { version: string; islands: number };
  'cart-change': { cart: Cart };
  'add-to-cart': AddToCartEventDetail;
  /** For tracking: an add the shopper saw fail, by the spec's error type. */
  'add-to-cart-error': AddToCartErrorEventDetail;
  'variant-change': { productId: string; selected: Record<string, string>; variantId: string | undefined };
  /** A site form or newsletter block was first shown (analytics: census form-render). */
  'form-render': { formId: string };
  'custom-form-open': CustomFormEventDetail;
  'custom-form-save': CustomFormEventDetail;
}

/** The form events analytics records; kept by boot until the analytics chunk has loaded. */
export const FORM_ANALYTICS_EVENTS = ['form-render', 'custom-form-open', 'custom-form-save'] as const;
export type FormAnalyticsEventName = (typeof FORM_ANALYTICS_EVENTS)[number];
export type FormAnalyticsEvent = {
  [K in FormAnalyticsEventName]: { readonly name: K; readonly detail: StorefrontEventMap[K] };
}[FormAnalyticsEventName];

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
