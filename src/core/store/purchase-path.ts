// The purchase command's paths (spec 4), after its checks passed, but for gift card checkout:
// the custom form (then subscription or cart), the subscription call, or a plain cart add, then express
// checkout. A chunk of its own: a product page runs none of it until the first add, and it is
// preloaded when the page is idle (the checks and 'Adding…' stay in core, within the click).
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { AddToCartErrorType } from '../domain/add-to-cart-rules.ts';
import { addToCartLabel, hasStockForForm } from '../domain/add-to-cart-rules.ts';
import { CHECKOUT_PATH } from '../domain/buy-flow-constants.ts';
import { quantityInCart } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { subscribeCheckoutUrl } from '../domain/checkout-urls.ts';
import { failureWords } from '../domain/failure-words.ts';
import type { Product, Variant } from '../domain/product.ts';
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { fillTemplate, type Strings } from '../words/strings.ts';
import { PathFailure } from './path-failure.ts';
import type { CustomFormCollector, PurchaseDependencies, PurchaseResult } from './purchase-types.ts';

export interface PathRun {
  readonly deps: PurchaseDependencies;
  /** The custom-form path's collector, when the forms island registered one. */
  readonly customForm: CustomFormCollector | undefined;
  addEntry(request: AddEntryRequest): Promise<Cart>;
}

/** A rejected call (or any fault) becomes the path's failure, in the shopper's words. */
function pathFailure(type: AddToCartErrorType, error: unknown, strings: Strings): PathFailure {
  if (error instanceof PathFailure) return error;
  return new PathFailure(type, failureWords(error, { doing: 'cart', unexpected: strings.tryAgain }));
}

/**
 * Runs the path for a checked attempt (not a gift card). `onFormSaved` is called for a product
 * with a custom form once the shopper has saved it (then the button says 'Adding…'; without a
 * form it says so at the click). Throws only a PathFailure, already worded, for the command to
 * report.
 */
export async function runPurchasePath(
  run: PathRun,
  detail: AddToCartEventDetail,
  variant: Variant,
  quantity: number,
  onFormSaved: () => void,
): Promise<PurchaseResult> {
  try {
    return await purchasePath(run, detail, variant, quantity, onFormSaved);
  } catch (error) {
    throw pathFailure('API_FAILURE', error, run.deps.strings);
  }
}

async function purchasePath(
  run: PathRun,
  detail: AddToCartEventDetail,
  variant: Variant,
  quantity: number,
  onFormSaved: () => void,
): Promise<PurchaseResult> {
  const { deps, customForm } = run;
  const { context, strings, cart } = deps;
  const settings = context.websiteSettings.storeSettings;

  async function subscribe(product: Product, fields?: string) {
    let cartToken: string;
    try {
      cartToken = await deps.startSubscription({
        itemId: product.id,
        sku: variant.sku,
        qty: quantity,
        additionalFields: fields,
        subscriptionOptionId: product.subscriptionOptionIds[0],
      });
    } catch (error) {
      throw pathFailure(fields === undefined ? 'SUB_API_FAILURE' : 'SUB_WITH_FORM_FAILURE', error, strings);
    }
    return subscribeCheckoutUrl(cartToken);
  }

  /** The spec's custom-form path: stock first, then the form; undefined when closed. */
  async function collectForm(product: Product): Promise<string | undefined> {
    const submitLabel = addToCartLabel(product, settings, strings);
    if (!customForm) throw new PathFailure('CUSTOM_FORM_RENDER_ERROR', strings.unableToOpenForm);
    const inCart = quantityInCart(cart.getState().cart, product.id, variant.sku);
    if (!hasStockForForm(product, variant, inCart))
      throw new PathFailure('CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK', strings.outOfStock);
    try {
      return await customForm.collect(product, variant, { submitLabel });
    } catch (error) {
      throw pathFailure('CUSTOM_FORM_RENDER_ERROR', error, strings);
    }
  }

  const { product } = detail;
  const landed = () => deps.emit('added-to-cart', detail);
  let fields: string | undefined;
  if (product.additionalFieldsFormId) {
    fields = await collectForm(product);
    if (fields === undefined) return { status: 'cancelled' };
    onFormSaved();
  }
  if (product.subscribable) {
    const url = await subscribe(product, fields);
    // Told before leaving, so the tracking call goes out with the page still here.
    landed();
    deps.navigate(url);
    return { status: 'navigated', url };
  }
  let updated: Cart;
  try {
    updated = await run.addEntry({
      itemId: product.id,
      sku: variant.sku,
      quantity,
      additionalFields: fields,
    });
  } catch (error) {
    throw pathFailure('API_FAILURE', error, strings);
  }
  landed();
  if (settings.expressCheckout) {
    if (!deps.hasCartCookie())
      throw new PathFailure('EXPRESS_CHECKOUT_FAILURE', strings.expressCheckoutNoCookie);
    deps.navigate(CHECKOUT_PATH);
    return { status: 'navigated', url: CHECKOUT_PATH };
  }
  return {
    status: 'added',
    cart: updated,
    message: fillTemplate(strings.addedPopover, { productName: product.name }),
    variant,
    quantity,
  };
}
