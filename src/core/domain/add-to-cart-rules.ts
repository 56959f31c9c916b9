// The add-to-cart checks in the spec's order (variant selection, variant availability, stock,
// quantity) and the button's label precedence. Pure: the widget supplies the cart count.

import { fillTemplate, type Strings } from '../words/strings.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './buy-flow-constants.ts';
import { fitsCartLine } from './cart.ts';
import type { StoreSettings } from './context-schema.ts';
import { type Product, ProductType, type Variant } from './product.ts';
import { readQuantity } from './quantity.ts';
import {
  matchingVariant,
  missingOptions,
  missingOptionsMessage,
  type Selection,
} from './variant-selection.ts';

/** Tracked error types (spec 8). The list as a value lives with analytics (add-to-cart-failure.ts). */
export type AddToCartErrorType =
  | 'NO_VARIANT_SELECTED'
  | 'VARIANT_UNAVAILABLE'
  | 'OUT_OF_STOCK'
  | 'QUANTITY_NOT_A_NUMBER'
  | 'SUB_WITH_FORM_FAILURE'
  | 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER'
  | 'SUB_API_FAILURE'
  | 'EXPRESS_CHECKOUT_FAILURE'
  | 'CUSTOM_FORM_RENDER_ERROR'
  | 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK'
  | 'API_FAILURE';

interface AddToCartProblem {
  readonly type: AddToCartErrorType;
  readonly message: string;
  /** Options still to choose, for the 'Select Option' state. */
  readonly missing: readonly string[];
}

export type AddToCartCheck =
  | { readonly ok: true; readonly variant: Variant; readonly quantity: number }
  | ({ readonly ok: false } & AddToCartProblem);

interface AddToCartInput {
  readonly product: Product;
  readonly selected: Selection;
  readonly quantityText: string;
  /** Units of the matching variant already in the cart. */
  readonly inCart: (variant: Variant) => number;
  readonly strings: Strings;
  /** The page's locale: how it separates the option names of a list. */
  readonly locale?: string | undefined;
}

function problem(type: AddToCartErrorType, message: string, missing: readonly string[] = []): AddToCartCheck {
  return { ok: false, type, message, missing };
}

/** Enough stock means unlimited, or more units than the cart already holds plus the request. */
function hasStockFor(variant: Variant, inCart: number, quantity: number): boolean {
  return variant.stock === Number.POSITIVE_INFINITY || variant.stock >= inCart + quantity;
}

function tracksStock(product: Product): boolean {
  return product.type === ProductType.PHYSICAL || product.type === ProductType.SERVICE;
}

/**
 * The stock check before a custom form opens (spec 5): enough means unlimited, or more in stock
 * than the cart already holds of that item and variant. Untracked types always have enough.
 */
export function hasStockForForm(product: Product, variant: Variant, inCart: number): boolean {
  return !tracksStock(product) || variant.stock > inCart;
}

export function checkAddToCart(input: AddToCartInput): AddToCartCheck {
  const { product, selected, strings } = input;
  const missing = missingOptions(product, selected);
  if (missing.length > 0) {
    const message =
      product.type === ProductType.GIFT_CARD
        ? strings.selectDenomination
        : missingOptionsMessage(missing, strings, input.locale);
    return problem('NO_VARIANT_SELECTED', message, missing);
  }
  const variant = matchingVariant(product, selected);
  if (!variant) return problem('VARIANT_UNAVAILABLE', strings.variantUnavailable);
  const inCart = input.inCart(variant);
  // Stock first with what the cart holds (spec order), then again once the quantity is known.
  if (tracksStock(product) && !hasStockFor(variant, inCart, 1))
    return problem('OUT_OF_STOCK', strings.outOfStock);
  const reading = readQuantity(input.quantityText);
  if (!reading.ok) {
    if (reading.problem === 'not-a-number')
      return problem('QUANTITY_NOT_A_NUMBER', strings.quantityNotANumber);
    if (reading.problem === 'not-whole') {
      return problem(
        product.subscribable ? 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER' : 'QUANTITY_NOT_A_NUMBER',
        strings.quantityNotWhole,
      );
    }
    return problem(
      'QUANTITY_NOT_A_NUMBER',
      fillTemplate(strings.quantityOutOfRange, { min: QUANTITY_MIN, max: QUANTITY_MAX }),
    );
  }
  if (tracksStock(product) && !hasStockFor(variant, inCart, reading.quantity)) {
    return problem('OUT_OF_STOCK', strings.outOfStock);
  }
  // The quantity input's 1..9999 (spec 9) holds for the cart line the add makes (issue 49).
  if (!fitsCartLine(inCart, reading.quantity)) {
    return problem(
      'QUANTITY_NOT_A_NUMBER',
      fillTemplate(strings.quantityCartLimit, { inCart, max: QUANTITY_MAX }),
    );
  }
  return { ok: true, variant, quantity: reading.quantity };
}

/**
 * Label precedence (spec 4): the product's custom label, then the store's subscribe text for a
 * subscribable product, then the store's add-to-cart text, else 'Subscribe' / 'Add To Cart'.
 */
export function addToCartLabel(
  product: Pick<Product, 'customAddButtonText' | 'subscribable'>,
  settings: Pick<StoreSettings, 'addToCartText' | 'subscribeText'>,
  defaults: { readonly subscribe: string; readonly addToCart: string },
): string {
  const present = (text: string | undefined): text is string => Boolean(text?.trim());
  if (present(product.customAddButtonText)) return product.customAddButtonText;
  if (product.subscribable && present(settings.subscribeText)) return settings.subscribeText;
  if (present(settings.addToCartText)) return settings.addToCartText;
  return product.subscribable ? defaults.subscribe : defaults.addToCart;
}

/** Which alert title an add failure sits under (spec 8). */
export function addToCartErrorTitle(
  product: Pick<Product, 'type'>,
  expressCheckout: boolean,
  strings: Pick<Strings, 'unableToAddItem' | 'unableToPurchaseItem' | 'unableToPurchaseGiftCard'>,
): string {
  if (product.type === ProductType.GIFT_CARD) return strings.unableToPurchaseGiftCard;
  return expressCheckout ? strings.unableToPurchaseItem : strings.unableToAddItem;
}
