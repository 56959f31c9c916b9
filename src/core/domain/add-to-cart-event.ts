// The detail of the public `storefront:add-to-cart` event (spec 3, "Add-to-cart event detail")
// and of `storefront:add-to-cart-error`, built from what the button knows at click time.
// `storefront:added-to-cart` carries the same detail once the add has landed.
import type { AddToCartErrorType } from './add-to-cart-rules.ts';
import type { SiteContext } from './context-schema.ts';
import type { Product, Variant } from './product.ts';

// Type aliases, not interfaces, so they stay assignable to Record<string, unknown>.
export type AddToCartEventDetail = {
  pageType: number | undefined;
  product: Product;
  /** The quantity as a number; NaN when what the shopper typed is not one. */
  quantity: number;
  selectedVariant: Variant | undefined;
  unselectedVariantOptions: string[];
  isInStock: boolean;
  expressCheckout: boolean;
  addToCartText: string;
  subscriptionId: string | undefined;
  isQuickView: boolean;
  collection: SiteContext['collection'];
};

export type AddToCartErrorEventDetail = {
  errorType: AddToCartErrorType;
  message: string;
  productId: string;
  /** The chosen variant, when the choice was complete. */
  variantId: string | undefined;
  sku: string | undefined;
  pageType: number | undefined;
  isQuickView: boolean;
};
