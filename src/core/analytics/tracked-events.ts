// The storefront DOM events visitor analytics turns into calls (issue 15). The browser entry keeps
// these while the analytics chunk loads (bounded per name) and hands them over in order, so an event
// fired before analytics started is not lost. Kept tiny on purpose: the browser entry imports it.
import type { AnalyticsEventMap, StorefrontEventMap } from '../contract/storefront-events.ts';

export const TRACKED_EVENT_NAMES = [
  'added-to-cart',
  'add-to-cart-error',
  'quick-view',
  'overlay-open',
  'form-render',
  'view-cart',
  'remove-from-cart',
  'custom-form-open',
  'custom-form-save',
  'button-render',
  'button-click',
] as const satisfies readonly (keyof StorefrontEventMap)[];

/**
 * storefront-events.ts AnalyticsEventMap's names: for analytics only (Storefront.on does not offer them), but
 * kept by the browser entry like the others: a sign-up can finish before the analytics chunk has started.
 */
export const ANALYTICS_ONLY_EVENT_NAMES = [
  'form-submitted',
  // Storefront.consent() (issue 36): kept like the rest, so a choice made before the chunk loads counts.
  'consent',
  // A theme's related-products and reviews blocks (issue 34): the spec's RelatedProduct* and Reviews*.
  'related-product',
  'reviews',
] as const satisfies readonly (keyof AnalyticsEventMap)[];

type TrackedEventName = (typeof TRACKED_EVENT_NAMES)[number];

/** One tracked DOM event: its name and detail, typed together. */
export type TrackedEvent =
  | {
      [K in TrackedEventName]: { readonly name: K; readonly detail: StorefrontEventMap[K] };
    }[TrackedEventName]
  | {
      // Analytics-only events (storefront-events.ts AnalyticsEventMap): no Storefront.on, but kept like the others.
      [K in keyof AnalyticsEventMap]: { readonly name: K; readonly detail: AnalyticsEventMap[K] };
    }[keyof AnalyticsEventMap];
