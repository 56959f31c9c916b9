// @string-group main (defaultStrings): Main catalogue, in the main bundle
// One catalogue of every user-facing string, with the spec's exact defaults. Store settings and
// the page context override entries through `resolveStrings`; nothing else hard-codes copy.

import { setOwn } from '../base/own.ts';

const commerceStrings = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  adding: 'Adding…',
  added: 'Added!',
  selectOption: 'Select Option',
  soldOut: 'Sold Out',
  soldOutMark: 'sold out',
  saleMark: 'sale',
  fromPrice: 'from {fromPrice}',
  salePriceLabel: 'Sale Price:',
  originalPriceLabel: 'Original Price:',
  quantity: 'Quantity',
  quickView: 'Quick View',
  selectVariant: 'Select {variantName}',
  unavailable: 'Unavailable',
  cartPillLabel: '{count} items in cart, subtotal {subtotal}',
  cartPillLabelOne: '1 item in cart, subtotal {subtotal}',
  cartPillOverflow: '100+',
  cartPillOverflowLabel: 'More than 100 items in cart',
  // Not in the spec: the pill above 100 items says its subtotal too ({items} is the line above).
  cartPillWithSubtotal: '{items}, subtotal {subtotal}',
  addedPopover: '{productName} was added to your cart.',
  close: 'Close',
  // Not in the spec: the name of the region the added popover sits in.
  cartNotifications: 'Cart notifications',
  // Not in the spec (issue 13): the added popover's link to the cart page, beside Close.
  viewCart: 'View cart',
  // Not in the spec (issue 24): the added popover's line for the cart's new subtotal.
  addedSubtotal: 'Cart subtotal: {subtotal}',
  // Not in the spec (issue 24): the added popover's line for the amount added.
  addedQuantity: 'Qty {quantity}',
  // Add to cart validation (spec 5)
  selectOneOption: 'Please select the {option} option.',
  selectTwoOptions: 'Please select the {option1} and {option2} options.',
  selectManyOptions: 'Please select the {options}, and {lastOption} options.',
  selectDenomination: 'Select a denomination for the Gift Card',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  outOfStock: 'Sorry, we do not have enough of that item available.',
  quantityNotANumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  // Not in the spec: a whole number outside the input's 1..9999 range (spec 5) needs words too.
  quantityOutOfRange: 'Quantity must be between {min} and {max}.',
  // Not in the spec (issue 49): an add that would take a cart line past the input's 9999 (spec 9),
  // counting what the cart already holds of that item variant.
  quantityCartLimit: 'Your cart already has {inCart} of this item, and a cart line holds at most {max}.',
  // An option value none of whose variants can be bought, marked in text, not only colour.
  variantValueSoldOut: '{value} (sold out)',
  // Error catalogue (spec 8)
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  expressCheckoutNoCookie:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  rateLimited: 'Please try again in a few seconds.',
  unableToOpenForm: 'Unable to open form',
  // Spec 8's 'Unable to add item' is left out: no cart action adds (docs/decisions.md "Catalogue strings no flow shows").
  checkConnection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
} as const;

// Strings of lazy islands and kits live beside them (src/core/words/strings-forms.ts), so the main
// bundle carries only what its islands say; `resolveCatalogue` applies the same overrides. The
// template helpers' words are the server's alone (strings-template.ts).
export const defaultStrings = commerceStrings;

export type StringKey = keyof typeof defaultStrings;
/**
 * A language's version of an English catalogue: every key of it, required, plus the extra plural
 * forms its counted messages need (`commentsMany#few`: src/core/words/plural.ts). A language's
 * file names its group instead (`Translation<'restock'>`, string-groups.ts).
 */
export type TranslationOf<Group> = { readonly [K in keyof Group]: string } & {
  readonly [K in keyof Group as `${K & string}#${'zero' | 'two' | 'few' | 'many'}`]?: string;
};
export type Strings = { readonly [K in StringKey]: string };

// The catalogues of islands and tools that load on demand (restock form, scarcity, the owner
// console) are in strings-on-demand.ts: imported from there directly (a re-export here would put
// them in the shopper's core chunk).

/** Fills `{name}` placeholders; unknown placeholders are left as written so mistakes show. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A catalogue with overrides applied; unknown keys, empty or non-string overrides are ignored.
 * A known key's plural forms (`key#few`) are kept for `pluralText`.
 */
export function resolveCatalogue<const T extends Readonly<Record<string, string>>>(
  defaults: T,
  ...overrides: readonly (Readonly<Record<string, unknown>> | undefined)[]
): { readonly [K in keyof T]: string } {
  const out: Record<string, string> = { ...defaults };
  for (const layer of overrides) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      const known = Object.hasOwn(defaults, key.split('#')[0] ?? key);
      if (known && typeof value === 'string' && value.trim() !== '') setOwn(out, key, value);
    }
  }
  return out as { readonly [K in keyof T]: string };
}

/** The catalogue with overrides applied; empty or non-string overrides are ignored. */
export function resolveStrings(
  ...overrides: readonly (Readonly<Record<string, unknown>> | undefined)[]
): Strings {
  return resolveCatalogue(defaultStrings, ...overrides);
}
