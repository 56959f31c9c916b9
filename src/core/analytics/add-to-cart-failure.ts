// Add-to-cart failures for analytics (issue 21.4): each failure the shopper saw, by the spec's
// tracked error type (spec 8: NO_VARIANT_SELECTED ... API_FAILURE), with the product, variant and
// page type. The spec names no event for it; this is ours, in the commerce family, so the
// platform can count failures apart from the adds that landed (CommerceShopping_AddToCart).
import type { AddToCartErrorEventDetail } from '../domain/add-to-cart-event.ts';
import type { AddToCartErrorType } from '../domain/add-to-cart-rules.ts';

export const ADD_TO_CART_FAILURE_EVENT = 'CommerceShopping_AddToCartFailure';

/**
 * Spec 8's tracked error types, in its order. Kept here, in the analytics chunk, so the core
 * bundle carries only the type. The check below fails to compile if one is missing.
 */
export const ADD_TO_CART_ERROR_TYPES = [
  'NO_VARIANT_SELECTED',
  'VARIANT_UNAVAILABLE',
  'OUT_OF_STOCK',
  'QUANTITY_NOT_A_NUMBER',
  'SUB_WITH_FORM_FAILURE',
  'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
  'SUB_API_FAILURE',
  'EXPRESS_CHECKOUT_FAILURE',
  'CUSTOM_FORM_RENDER_ERROR',
  'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
  'API_FAILURE',
] as const satisfies readonly AddToCartErrorType[];
type Unlisted = Exclude<AddToCartErrorType, (typeof ADD_TO_CART_ERROR_TYPES)[number]>;
// The leading underscore: a compile-time check, read by no code.
const _EVERY_ERROR_TYPE_LISTED: [Unlisted] extends [never] ? true : never = true;

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
