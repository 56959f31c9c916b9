// The spec's enumerations (spec 2 and 3) as typed constants. Where the spec lists some codes and
// says "others", only the listed codes are here; add more when the platform data needs them.

/** Maps a const object to the union of its values. */
type ValueOf<T> = T[keyof T];

/** Paywall appears in one platform listing only. */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;
export type ProductTypeCode = ValueOf<typeof ProductType>;

/** VARIATION appears in one platform listing only. */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;

export const BackgroundSource = { UNDEFINED: -1, UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

/** The block types the spec names; codes run from 1 to 72 plus the website component. */
export const BlockType = {
  FORM: 9,
  PRODUCT: 43,
  MARKDOWN: 44,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  MEMBER_AREA: 67,
  ACCORDION: 69,
  PRICING_PLAN: 72,
  WEBSITE_COMPONENT: 1337,
} as const;

/** The slice types the spec names; codes run up to twitter 19. */
export const SliceType = { HEADING: 1, BODY: 3, IMAGE: 4, GALLERY: 5, VIDEO: 6, TWITTER: 19 } as const;

/**
 * Currencies with their minor-unit digits: two, except JPY with none. The spec's heading says 26
 * but its list names 27 codes; all 27 are here.
 */
export const CurrencyDecimals = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  ZAR: 2,
} as const;
export type CurrencyCode = keyof typeof CurrencyDecimals;

export const EditorDraftStatus = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  PRIVATE: 'Private',
  DEPRECATED: 'Deprecated',
} as const;

/** True when `code` is one of the values of `enumeration`; narrows unknown platform data. */
export function isEnumValue<T extends Readonly<Record<string, number | string>>>(
  enumeration: T,
  code: unknown,
): code is ValueOf<T> {
  return Object.values(enumeration).includes(code as number | string);
}
