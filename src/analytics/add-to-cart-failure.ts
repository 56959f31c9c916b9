// Add-to-cart failures for analytics (issue 21.4): each failure the shopper saw, by the spec's
// tracked error type (spec 8: NO_VARIANT_SELECTED ... API_FAILURE), with the product, variant and
// page type. The spec names no event for it; this is ours, in the commerce family, so the
// platform can count failures apart from the adds that landed (CommerceShopping_AddToCart).

import type { AddToCartErrorEventDetail } from '../domain/add-to-cart-event.ts';
import { ADD_TO_CART_ERROR_TYPES } from '../domain/add-to-cart-rules.ts';

export const ADD_TO_CART_FAILURE_EVENT = 'CommerceShopping_AddToCartFailure';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The event's data, or undefined when the detail names no known error type (a page script can
 * dispatch the DOM event with anything; only the catalogue's types are counted).
 */
export function addToCartFailureData(detail: AddToCartErrorEventDetail): Record<string, unknown> | undefined {
  const errorType: unknown = detail?.errorType;
  if (!(ADD_TO_CART_ERROR_TYPES as readonly unknown[]).includes(errorType)) return undefined;
  return {
    errorType,
    itemId: text(detail.productId),
    variantId: text(detail.variantId),
    sku: text(detail.sku),
    pageType: typeof detail.pageType === 'number' ? detail.pageType : undefined,
    isQuickView: detail.isQuickView === true,
  };
}
