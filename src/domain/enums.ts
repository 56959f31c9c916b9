// The spec's enumerations (spec 2 and 3) as typed constants. Where the spec lists some codes and
// says "others", only the listed codes are here; add more when the platform data needs them.

/** Maps a const object to the union of its values. */
export type ValueOf<T> = T[keyof T];

export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_DENIED: 106,
  PAYWALL: 107,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SINGLE_SIGN_ON: 400,
} as const;
export type PageTypeCode = ValueOf<typeof PageType>;

/** Paywall appears in one platform listing only. */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;
export type ProductTypeCode = ValueOf<typeof ProductType>;

export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  SITE_SEARCH: 30,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
} as const;
export type RecordTypeCode = ValueOf<typeof RecordType>;

/** VARIATION appears in one platform listing only. */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;
export type FolderBehaviorCode = ValueOf<typeof FolderBehavior>;

export const BackgroundSource = { UNDEFINED: -1, UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;
export type BackgroundSourceCode = ValueOf<typeof BackgroundSource>;

export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  SLIDE_GALLERY: 15,
  ALBUM_BLOCK: 18,
} as const;
export type CollectionTypeCode = ValueOf<typeof CollectionType>;

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
export type BlockTypeCode = ValueOf<typeof BlockType>;

/** The slice types the spec names; codes run up to twitter 19. */
export const SliceType = { HEADING: 1, BODY: 3, IMAGE: 4, GALLERY: 5, VIDEO: 6, TWITTER: 19 } as const;
export type SliceTypeCode = ValueOf<typeof SliceType>;

export const UserRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;
export type UserRoleCode = ValueOf<typeof UserRole>;

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
export type EditorDraftStatusLabel = ValueOf<typeof EditorDraftStatus>;

/** True when `code` is one of the values of `enumeration`; narrows unknown platform data. */
export function isEnumValue<T extends Readonly<Record<string, number | string>>>(
  enumeration: T,
  code: unknown,
): code is ValueOf<T> {
  return Object.values(enumeration).includes(code as number | string);
}
