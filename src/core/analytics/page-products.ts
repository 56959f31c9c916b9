// The products on the page as GA4 items (id, name, the first variant's price: its sale price when
// on sale), read from each product container's JSON with the light reader commerce events
// already use (itemData), not the browser entry's full parser. On purpose: each binding the analytics chunk
// takes from the product page's core costs that core an export, and the product page's first
// download has no bytes to spare. page-products.test.ts holds these constants and this reader
// to the browser entry's on the demo catalogue, so they cannot drift apart.
import { itemData } from './commerce-events.ts';
import type { Ga4Item } from './ga4-items.ts';

/**
 * contract/attributes.ts PRODUCT_SELECTOR's container with its JSON child, and the product JSON
 * that islands name by id (PRODUCT_ITEM_ATTRIBUTE, the platform idiom), in page order.
 */
export const PRODUCT_JSON_SELECTOR =
  '[data-storefront-product] > script[type="application/json"], script[type="application/json"][data-storefront-product-item]';
/** ProductType.GIFT_CARD (SPEC 3), for the gift card's straight-to-checkout path. */
export const GIFT_CARD_PRODUCT_TYPE = 4;

function firstVariant(item: Record<string, unknown>): unknown {
  const content = item.structuredContent as { variants?: unknown } | undefined;
  const variants = Array.isArray(item.variants) ? item.variants : content?.variants;
  return Array.isArray(variants) ? variants[0] : undefined;
}

/** One product item JSON as a GA4 item; undefined without an id. */
export function pageItem(json: unknown, storeCurrency: string): Ga4Item | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const data = itemData(json, firstVariant(json as Record<string, unknown>));
  if (!data.itemId) return undefined;
  return {
    item_id: data.itemId,
    item_name: data.productName ?? '',
    ...(data.price === undefined ? {} : { price: data.price }),
    currency: data.currency ?? storeCurrency,
    quantity: 1,
  };
}

/** The page's products in page order, each once; a container whose JSON is broken is skipped (the browser entry reports it). */
export function pageItems(doc: Document, storeCurrency: string): Ga4Item[] {
  const items: Ga4Item[] = [];
  for (const script of Array.from(doc.querySelectorAll(PRODUCT_JSON_SELECTOR))) {
    let json: unknown;
    try {
      json = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const item = pageItem(json, storeCurrency);
    if (item && !items.some((known) => known.item_id === item.item_id)) items.push(item);
  }
  return items;
}
