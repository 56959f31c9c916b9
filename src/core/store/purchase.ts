// The purchase command: the spec's add-to-cart flow (spec 4). The checks run in the spec's
// order, within the click, then exactly one path: gift card checkout (here, within the click
// too), or (purchase-path.ts, a chunk preloaded when the page is idle) a custom form (then
// subscription or cart), the subscription call, or a plain cart add, followed by express
// checkout when the store has it.
// It returns what happened; it never throws. Islands (the add
// button, quick view, the custom product form) and `Storefront.cart.add` all go through it.
// Platform failures arrive already mapped to the catalogue (PlatformError); here they only pick
// the shopper's words and the tracked error type. Events: `add-to-cart` at the attempt,
// `added-to-cart` once the add landed (analytics' AddToCart), `add-to-cart-error` once per
// failure the shopper saw (analytics' failure event, with its error type).

import { lazy } from '../base/lazy.ts';
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import {
  type AddToCartCheck,
  type AddToCartErrorType,
  addToCartErrorTitle,
  addToCartLabel,
  checkAddToCart,
} from '../domain/add-to-cart-rules.ts';
import { quantityInCart } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { giftCardCheckoutUrl } from '../domain/checkout-urls.ts';
import { type Product, ProductType } from '../domain/product.ts';
import { isVariantInStock } from '../domain/product-rules.ts';
import { matchingVariant, missingOptions } from '../domain/variant-selection.ts';
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { loadChunk } from '../platform/lazy-http.ts';
import { cartCallsChunk } from './cart-parts.ts';
import { PathFailure } from './path-failure.ts';
import type { ProductStore } from './product-store.ts';
import type {
  CustomFormCollector,
  PurchaseDependencies,
  PurchaseFailure,
  PurchaseResult,
} from './purchase-types.ts';

export type { CustomFormCollector, PurchaseDependencies, PurchaseResult } from './purchase-types.ts';

/** Every path but the gift card's: a chunk of its own, preloaded at the intent to add. */
const purchasePaths = lazy(() => import('./purchase-path.ts'), 'purchase-path');

/** The first add's code ahead of the press: its path, the cart calls and the page's client. */
function preloadPurchase(deps: Pick<PurchaseDependencies, 'http'>): void {
  purchasePaths.preload();
  cartCallsChunk.preload();
  deps.http().catch(() => undefined);
}

interface PurchaseOptions {
  /** The button sits in a quick view (the event detail says so). */
  readonly isQuickView: boolean;
}

interface PurchaseAttempt {
  /** The spec's checks, run synchronously so the button can react within the click. */
  readonly check: AddToCartCheck;
  /** When a check failed: what the shopper is shown, ready at once. */
  readonly checkFailure: PurchaseFailure | undefined;
  /** The button's label at the time of the attempt. */
  readonly label: string;
  /**
   * Announces the attempt (`add-to-cart` event) and runs its path. Never rejects.
   * `onAdding` is called when the add itself starts: at once, or for a product with a custom
   * form only once the shopper has saved the form (the button says 'Adding…' from then).
   */
  complete(onAdding?: () => void): Promise<PurchaseResult>;
}

export interface PurchaseCommands {
  /** Starts an add-to-cart for the product container's current choice. */
  start(product: ProductStore, options: PurchaseOptions): PurchaseAttempt;
  /** The plain cart-add path on its own (`Storefront.cart.add`); rejects with a PlatformError. */
  addEntry(request: AddEntryRequest): Promise<Cart>;
  /**
   * Provides the custom-form path's collector for as long as the caller (a button of a product
   * with a form) is mounted; the returned function withdraws it. The latest one provided
   * collects; withdrawing it brings back the one before.
   */
  provideCustomForm(collector: CustomFormCollector): () => void;
  /** Loads the first add's code ahead of the press (its path and the cart calls), on intent. */
  preload(): void;
}

/** A failure the shopper saw, reported once for tracking (analytics' failure event). */
function reportFailure(
  deps: Pick<PurchaseDependencies, 'emit'>,
  detail: AddToCartEventDetail,
  result: PurchaseFailure,
): PurchaseFailure {
  deps.emit('add-to-cart-error', {
    errorType: result.type,
    message: result.message,
    productId: detail.product.id,
    variantId: detail.selectedVariant?.id,
    sku: detail.selectedVariant?.sku,
    pageType: detail.pageType,
    isQuickView: detail.isQuickView,
  });
  return result;
}

/** What the add-to-cart events say of the attempt (spec 5's event detail). */
function eventDetail(
  context: PurchaseDependencies['context'],
  { product, selected, quantityText }: ReturnType<ProductStore['getState']>,
  check: ReturnType<typeof checkAddToCart>,
  label: string,
  options: PurchaseOptions,
): AddToCartEventDetail {
  const variantNow = check.ok ? check.variant : matchingVariant(product, selected);
  return {
    pageType: context.pageType,
    product,
    quantity: check.ok ? check.quantity : Number(quantityText),
    selectedVariant: variantNow,
    unselectedVariantOptions: missingOptions(product, selected),
    isInStock: isVariantInStock(product, variantNow),
    expressCheckout: context.websiteSettings.storeSettings.expressCheckout,
    addToCartText: label,
    subscriptionId: product.subscriptionOptionIds[0],
    isQuickView: options.isQuickView,
    collection: context.collection,
  };
}

/** A gift card goes straight to its checkout: nothing is sent to the cart first. */
function giftCardCheckout(
  deps: PurchaseDependencies,
  detail: AddToCartEventDetail,
  sku: string,
): PurchaseResult {
  const url = giftCardCheckoutUrl(deps.context.website.id, detail.product.id, sku);
  deps.emit('added-to-cart', detail);
  deps.navigate(url, { topWindow: true });
  return { status: 'navigated', url };
}

/** A failed attempt: the spec's error type, the shopper's words and the alert's title. */
function failed(
  { context, strings }: PurchaseDependencies,
  product: Product,
  type: AddToCartErrorType,
  message: string,
): PurchaseFailure {
  const title = addToCartErrorTitle(product, context.websiteSettings.storeSettings.expressCheckout, strings);
  return { status: 'failed', type, message, title };
}

export function createPurchaseCommands(deps: PurchaseDependencies): PurchaseCommands {
  const { context, strings, cart } = deps;
  const settings = context.websiteSettings.storeSettings;
  const customForms: CustomFormCollector[] = [];

  async function addEntry(request: AddEntryRequest): Promise<Cart> {
    return (await cart.getState().add(request)).shoppingCart;
  }

  function start(store: ProductStore, options: PurchaseOptions): PurchaseAttempt {
    const { product, selected, quantityText } = store.getState();
    const chosen = cart.getState().cart;
    const check = checkAddToCart({
      product,
      selected,
      quantityText,
      inCart: (variant) => quantityInCart(chosen, product.id, variant.sku),
      strings,
      locale: context.website?.language,
    });
    const label = addToCartLabel(product, settings, strings);
    const detail = eventDetail(context, store.getState(), check, label, options);
    const checkFailure = check.ok ? undefined : failed(deps, product, check.type, check.message);
    let completed: Promise<PurchaseResult> | undefined;
    return {
      check,
      checkFailure,
      label,
      complete(onAdding = () => undefined) {
        completed ??= (async () => {
          deps.emit('add-to-cart', detail);
          if (!check.ok)
            return reportFailure(
              deps,
              detail,
              checkFailure ?? failed(deps, product, check.type, check.message),
            );
          if (product.type === ProductType.GIFT_CARD) {
            // Gift card checkout, within the click: nothing to send first.
            onAdding();
            return giftCardCheckout(deps, detail, check.variant.sku);
          }
          // 'Adding…' within the click, unless the shopper fills the product's form first.
          const formFirst = Boolean(product.additionalFieldsFormId);
          if (!formFirst) onAdding();
          try {
            const paths = await loadChunk(purchasePaths, strings);
            return await paths.runPurchasePath(
              { deps, customForm: customForms.at(-1), addEntry },
              detail,
              check.variant,
              check.quantity,
              formFirst ? onAdding : () => undefined,
            );
          } catch (error) {
            // The path throws its failures already worded; else its chunk did not load, and
            // loadChunk's failure carries its words ('check your connection').
            const path =
              error instanceof PathFailure ? error : new PathFailure('API_FAILURE', (error as Error).message);
            return reportFailure(deps, detail, failed(deps, product, path.type, path.message));
          }
        })();
        return completed;
      },
    };
  }

  return {
    start,
    addEntry,
    preload: () => preloadPurchase(deps),
    provideCustomForm(collector) {
      customForms.push(collector);
      return () => {
        const index = customForms.lastIndexOf(collector);
        if (index !== -1) customForms.splice(index, 1);
      };
    },
  };
}
