// The commerce events a theme's own blocks report (issue 34): a related-products block dispatches
// `storefront:related-product` and a reviews block `storefront:reviews` (README "Analytics").
// Their details come from the page's script, not ours, so every field is checked and a wrong one
// gets a line for the site owner instead of a malformed event.
import type { RelatedProductDetail, ReviewsDetail } from '../contract/storefront-events.ts';
import type { CommerceEventKey } from './commerce-events.ts';
import { guard } from './safe.ts';

type SendEvent = (key: CommerceEventKey, data: Record<string, unknown>) => void;

const RELATED_PRODUCT_EVENTS: Readonly<Record<RelatedProductDetail['action'], CommerceEventKey>> = {
  display: 'relatedProductDisplay',
  click: 'relatedProductClick',
  'add-to-cart': 'relatedProductAddToCart',
};
const REVIEWS_EVENTS: Readonly<Record<ReviewsDetail['action'], CommerceEventKey>> = {
  tab: 'reviewsTab',
  'vitals-anchor-link': 'reviewsVitalsAnchorLink',
};

/** The event a theme's `action` names, or undefined (with a line for the site owner) when none. */
function eventOf(
  events: Readonly<Record<string, CommerceEventKey>>,
  kind: string,
  action: unknown,
): CommerceEventKey | undefined {
  if (typeof action === 'string' && Object.hasOwn(events, action)) return events[action];
  const names = Object.keys(events).map((name) => `"${name}"`);
  console.warn(
    `[Storefront] storefront:${kind} needs an action of ${names.join(', ')}; got ${JSON.stringify(action)}. Nothing was recorded.`,
  );
  return undefined;
}

/** RelatedProduct* and Reviews* from a theme's DOM events; `pageItemId` is the page's product. */
export function createThemeBlockEvents(send: SendEvent, pageItemId: () => string | undefined) {
  return {
    recordRelatedProduct: guard((detail: RelatedProductDetail) => {
      const key = eventOf(RELATED_PRODUCT_EVENTS, 'related-product', detail.action);
      if (!key) return;
      if (typeof detail.productId !== 'string' || detail.productId === '') {
        console.warn(
          '[Storefront] storefront:related-product needs the related productId. Nothing was recorded.',
        );
        return;
      }
      const sku = typeof detail.sku === 'string' ? { sku: detail.sku } : {};
      send(key, { itemId: detail.productId, ...sku, sourceItemId: pageItemId() });
    }),
    recordReviews: guard((detail: ReviewsDetail) => {
      const key = eventOf(REVIEWS_EVENTS, 'reviews', detail.action);
      const own =
        typeof detail.productId === 'string' && detail.productId !== '' ? detail.productId : undefined;
      if (key) send(key, { itemId: own ?? pageItemId() });
    }),
  };
}
