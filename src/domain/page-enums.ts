// The spec's page-level enumerations (spec 2 and 3) as typed constants: page types, record and
// collection types, user roles. A module apart from enums.ts because only analytics, templates
// and tests read them: kept out of the core chunk, which imports enums.ts for product types.
import type { ValueOf } from './enums.ts';

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
