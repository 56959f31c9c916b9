// The detail of a storefront:added-to-cart event for analytics tests: one add of `product`'s first
// variant on a product page, with whatever a test needs to differ on top.
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Product } from '../domain/product.ts';

export function addToCartDetail(
  product: Product,
  overrides: Partial<AddToCartEventDetail> = {},
): AddToCartEventDetail {
  return {
    pageType: 50,
    product,
    quantity: 1,
    selectedVariant: product.variants[0],
    unselectedVariantOptions: [],
    isInStock: true,
    expressCheckout: false,
    addToCartText: 'Add to cart',
    subscriptionId: undefined,
    isQuickView: false,
    collection: undefined,
    ...overrides,
  };
}
