// The purchase command's types, on its own so its paths (purchase-path.ts, a lazy chunk) can
// name them without importing the command that loads them.

import type { AnyEventMap, AnyEventName } from '../contract/storefront-events.ts';
import type { AddToCartErrorType } from '../domain/add-to-cart-rules.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { SiteContext } from '../domain/context-schema.ts';
import type { Product, Variant } from '../domain/product.ts';
import type { HttpLoader } from '../platform/lazy-http.ts';
import type { SubscriptionRequest } from '../platform/subscription-api.ts';
import type { Strings } from '../words/strings.ts';
import type { CartState } from './cart-state.ts';

export type PurchaseResult =
  /** In the cart; `message` is the added popover's text. */
  | {
      readonly status: 'added';
      readonly cart: Cart;
      readonly message: string;
      /** What was added, for the popover's line under the message. */
      readonly variant: Variant;
      readonly quantity: number;
    }
  /** The shopper is on the way to a checkout. */
  | { readonly status: 'navigated'; readonly url: string }
  /** The shopper closed the custom form: nothing happened, nothing to report. */
  | { readonly status: 'cancelled' }
  | {
      readonly status: 'failed';
      readonly type: AddToCartErrorType;
      readonly title: string;
      readonly message: string;
    };

export type PurchaseFailure = Extract<PurchaseResult, { status: 'failed' }>;

/** The custom-form path's hook: collects a product's form answers before purchase. */
export interface CustomFormCollector {
  /**
   * Opens the product's form for the chosen variant; resolves with the answers as JSON text,
   * or undefined when the shopper closed it. Rejects when the form cannot be shown.
   * `submitLabel` is the add-to-cart button's words: saving the form is the add.
   */
  collect(product: Product, variant: Variant, options: { submitLabel: string }): Promise<string | undefined>;
}

export interface PurchaseDependencies {
  readonly context: SiteContext;
  readonly strings: Strings;
  /** Only what purchases need of the cart store: its cart and its add. */
  readonly cart: { getState(): Pick<CartState, 'cart' | 'add'> };
  /** The page's client, asked for ahead of the first add (its calls go through the cart store). */
  readonly http: HttpLoader;
  startSubscription(request: SubscriptionRequest): Promise<string>;
  emit<K extends AnyEventName>(name: K, detail: AnyEventMap[K]): void;
  navigate(url: string, options?: { readonly topWindow?: boolean }): void;
  /** Whether the visitor has a cart cookie (express checkout needs one). */
  hasCartCookie(): boolean;
}
