// The public DOM-event contract: `storefront:<name>` on document, bubbling and composed, with a
// typed detail. Its names and details are what a page listens to (README "DOM events"), what islands
// fire and what analytics hears, so they sit on the contract floor, below the stores and islands
// that fire them and the analytics that turns them into calls.
import type { AddToCartErrorEventDetail, AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart, CartEntry } from '../domain/cart-schema.ts';
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

/**
 * A form the platform accepted: a site form block ('form'), the newsletter block or a
 * back-in-stock sign-up ('restock'). Analytics' dataLayer: generate_lead or sign_up.
 */
export interface FormSubmittedDetail {
  readonly formId: string;
  readonly kind: 'form' | 'newsletter' | 'restock';
}

/** What an overlay shows, for the overlay census (SPEC 7). */
type OverlayKind = 'quick-view' | 'installment' | 'lightbox' | 'custom-form';

/** A builder button block (block type 53) as the button island reports it. */
export type ButtonEventDetail = {
  /** The block's id on the page, when the builder gives one. */
  blockId: string | undefined;
  /** The link target as written in the page. */
  href: string;
  /** The visible label. */
  text: string;
};

export interface StorefrontEventMap {
  /** The storefront started: its version and how many mount points the page had then. */
  ready: { version: string; islands: number };
  /** The cart changed (an island, `Storefront.cart`, another tab of the site or a re-read). */
  'cart-change': { cart: Cart };
  /** An add was attempted (public, at the click: it may still fail). */
  'add-to-cart': AddToCartEventDetail;
  /**
   * The add landed: the entry is in the cart (or the subscription or gift card checkout
   * started). Analytics sends CommerceShopping_AddToCart from this one, never for failures.
   */
  'added-to-cart': AddToCartEventDetail;
  /** For tracking: an add the shopper saw fail, by the spec's error type. */
  'add-to-cart-error': AddToCartErrorEventDetail;
  /** A shopper chose an option value: the choices so far and the variant they pick (when they pick one). */
  'variant-change': { productId: string; selected: Record<string, string>; variantId: string | undefined };
  // For analytics (issue 15): fired by the islands that own each moment; the analytics chunk
  // turns each into its census call or commerce event (and keeps them while it loads).
  /** Quick view opened over a list. */
  'quick-view': { productId: string };
  /** An overlay opened (quick view, installment pop-up, lightbox, custom product form). */
  'overlay-open': { kind: OverlayKind; id?: string };
  /** A site form, newsletter block or custom form shown for the first time on this page. */
  'form-render': { formId: string };
  /** The cart page showed the cart. */
  'view-cart': { cart: Cart };
  /** A line was removed from the cart (the cart as it is after the removal). */
  'remove-from-cart': { entry: CartEntry; cart: Cart };
  /** The custom product form opened for a product. */
  'custom-form-open': CustomFormEventDetail;
  /** The custom product form was saved for a product. */
  'custom-form-save': CustomFormEventDetail;
  /** A button block was first seen (at least partly in the viewport). */
  'button-render': ButtonEventDetail;
  /** A button block was clicked (the link then navigates as usual). */
  'button-click': ButtonEventDetail;
}

export type StorefrontEventName = keyof StorefrontEventMap;

/**
 * Events only the analytics chunk listens to, fired by lazy islands after a shopper's action.
 * Not in StorefrontEventMap on purpose: every name there is in the product page's first download
 * (Storefront.on checks names against the list), and these cost it nothing. The browser entry keeps
 * them, like the others, until analytics has started (analytics/tracked-events.ts); a page listens
 * with `document.addEventListener('storefront:…')`.
 */
export interface AnalyticsEventMap {
  /** A site form, newsletter block or restock form was sent and accepted (not on failure). */
  'form-submitted': FormSubmittedDetail;
  /** The visitor's choice, from `Storefront.consent()` (issue 36): the analytics chunk applies it. */
  consent: ConsentChoice;
  /** A theme's related-products block: a product of it shown, clicked or added (README "Analytics"). */
  'related-product': RelatedProductDetail;
  /** A theme's reviews block: its tab opened, or the rating summary's anchor link followed. */
  reviews: ReviewsDetail;
}

/** `storefront:related-product`, dispatched by a theme: which related product, and what happened. */
export interface RelatedProductDetail {
  readonly action: 'display' | 'click' | 'add-to-cart';
  readonly productId: string;
  readonly sku?: string;
}

/** `storefront:reviews`, dispatched by a theme; the product defaults to the page's. */
export interface ReviewsDetail {
  readonly action: 'tab' | 'vitals-anchor-link';
  readonly productId?: string;
}

/** `Storefront.consent({ analytics, marketing })`: true grants, false refuses, missing leaves as is. */
export interface ConsentChoice {
  readonly analytics?: boolean;
  readonly marketing?: boolean;
}

/** Every storefront DOM event: the public ones and the analytics-only ones. */
export type AnyEventMap = StorefrontEventMap & AnalyticsEventMap;
export type AnyEventName = keyof AnyEventMap;

/** Sends one storefront event on document (every caller's target; listeners may choose theirs). */
export function dispatchStorefrontEvent<K extends AnyEventName>(name: K, detail: AnyEventMap[K]): void {
  document.dispatchEvent(new CustomEvent(`storefront:${name}`, { bubbles: true, composed: true, detail }));
}

/** Subscribes to a storefront event; returns the unsubscribe function. */
export function onStorefrontEvent<K extends AnyEventName>(
  name: K,
  handler: (detail: AnyEventMap[K]) => void,
  target: EventTarget = document,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AnyEventMap[K]>).detail);
  target.addEventListener(`storefront:${name}`, listener);
  return () => target.removeEventListener(`storefront:${name}`, listener);
}

/**
 * Asks the page's cart drawer to open (issue 36); the drawer that opens cancels it. A plain
 * Event from the pill and Storefront.cart.open(); after an add, a CustomEvent whose detail is
 * true (the drawer opens then only when its owner wrote data-open-on-add).
 */
export const OPEN_CART_EVENT = 'storefront:open-cart';

/** Opens the page's cart drawer: true when one opened; false without one (or before it started). */
export function openCartDrawer(): boolean {
  return !document.dispatchEvent(new Event(OPEN_CART_EVENT, { cancelable: true }));
}
