// The storefront DOM events visitor analytics turns into calls (issue 15). Boot keeps these
// while the analytics chunk loads (bounded per name) and hands them over in order, so an event
// fired before analytics started is not lost. Kept tiny on purpose: boot imports it.
import type { AnalyticsEventMap, StorefrontEventMap } from '../store/events.ts';

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

type TrackedEventName = (typeof TRACKED_EVENT_NAMES)[number];

/** One tracked DOM event: its name and detail, typed together. */
export type TrackedEvent =
  | {
      [K in TrackedEventName]: { readonly name: K; readonly detail: StorefrontEventMap[K] };
    }[TrackedEventName]
  | {
      // Analytics-only events (events.ts AnalyticsEventMap): heard once analytics runs, never kept by boot.
      [K in keyof AnalyticsEventMap]: { readonly name: K; readonly detail: AnalyticsEventMap[K] };
    }[keyof AnalyticsEventMap];
