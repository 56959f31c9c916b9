// One catalogue of every user-facing string, with the spec's exact defaults. Store settings and
// the page context override entries through `resolveStrings`; nothing else hard-codes copy.
import { templateStrings } from './strings-template.ts';

export const commerceStrings = {
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
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
  unavailable: 'Unavailable',
  cartPillLabel: '{count} items in cart, subtotal {subtotal}',
  cartPillLabelOne: '1 item in cart, subtotal {subtotal}',
  cartPillOverflow: '100+',
  cartPillOverflowLabel: 'More than 100 items in cart',
  addedPopover: '{productName} was added to your cart.',
  close: 'Close',
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
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToOpenForm: 'Unable to open form',
  unableToUpdateForm: 'Unable to update form',
  unableToAddItemLower: 'Unable to add item',
  checkConnection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
  minimumOrder: 'To check out, your order subtotal must be {subtotal} or more.',
} as const;

export const formStrings = {
  // Custom and site forms (spec 4 and 5)
  formSubmit: 'Submit',
  formSubmitting: 'Submitting…',
  formSaving: 'Saving…',
  formRequired: 'Required',
  /** Visually hidden after a required group's legend; inputs carry aria-required instead. */
  formRequiredMark: '(required)',
  formSurveyInvalid: 'Survey is not valid. Missing a required question.',
  formCharacterLimit: 'You have exceeded the character limit.',
  formCharacterCount: '{count} / {max}',
  formEmailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  /** The example address filled into formEmailInvalid's {email}. */
  formEmailExample: 'name@example.com',
  formCaptchaRequired: 'Complete CAPTCHA before submitting.',
  // Not in the spec: the captcha script could not load (blocked or offline).
  formCaptchaLoadFailed: 'The CAPTCHA could not load. Check your connection and try again.',
  formNoticeScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  formNoticeScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  // Parts of multi-part fields (spec 3)
  formPartLine1: 'Address Line 1',
  formPartLine2: 'Address Line 2',
  formPartCity: 'City',
  formPartState: 'State',
  formPartZip: 'Zip',
  formPartCountry: 'Country',
  formPartMonth: 'Month',
  formPartDay: 'Day',
  formPartYear: 'Year',
  formPartFirst: 'First Name',
  formPartLast: 'Last Name',
  formPartPhoneCountry: 'Country Code',
  formPartAreacode: 'Area Code',
  formPartPrefix: 'Prefix',
  formPartLine: 'Line',
  formPartHour: 'Hour',
  formPartMinute: 'Minute',
  formPartSecond: 'Second',
  formPartAmpm: 'AM/PM',
  formAm: 'AM',
  formPm: 'PM',
  // Form error catalogue (spec 8)
  formErrorProcessing: 'Error processing form submission. Please reload and try again.',
  formErrorUnknown: 'Unknown error, please try again later.',
  formErrorNoKey: 'Could not get a form submission key, please try again later.',
  formErrorParse: 'Could not parse the form fields, please check your entries.',
  formErrorInvalidFields: 'One or more fields is invalid, please check your entries.',
  formUnauthorized: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formSendFailed: 'Unable to send form. Please try again later.',
  // Restock sign-up email (spec 5)
  restockEmailBlank: 'Email cannot be blank',
  restockEmailInvalid: 'Email is invalid',
} as const;

export const defaultStrings = { ...commerceStrings, ...templateStrings, ...formStrings } as const;

export type StringKey = keyof typeof defaultStrings;
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

/** A catalogue with overrides applied; unknown keys, empty or non-string overrides are ignored. */
export function resolveCatalogue<const T extends Readonly<Record<string, string>>>(
  defaults: T,
  ...overrides: readonly (Readonly<Record<string, unknown>> | undefined)[]
): { readonly [K in keyof T]: string } {
  const out: Record<string, string> = { ...defaults };
  for (const layer of overrides) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      if (Object.hasOwn(defaults, key) && typeof value === 'string' && value.trim() !== '') out[key] = value;
    }
  }
  return out as { readonly [K in keyof T]: string };
}

/** The catalogue with overrides applied; empty or non-string overrides are ignored. */
export function resolveStrings(overrides: Readonly<Record<string, unknown>> = {}): Strings {
  return resolveCatalogue(defaultStrings, overrides);
}
