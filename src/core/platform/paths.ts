// The platform's API paths, each declared once, relative to the API root (`apiRoot`, "/api/" by
// default): the platform functions call them, the mock platform (mocks/handlers) serves them and
// `npm run docs` lists them (docs/endpoints.md, tools/endpoints-doc.ts fails on one it does not
// describe). One export each, so a chunk carries only the paths it calls. `{name}` marks a path
// segment; `pathWith` fills it.

export const CART_PATH = 'commerce/shopping-cart';
export const CART_ENTRIES_PATH = 'commerce/shopping-cart/entries';
export const CART_ENTRY_PATH = 'commerce/shopping-cart/entries/{entryId}';
export const CART_ENTRY_ANSWERS_PATH = 'commerce/shopping-cart/entries/{entryId}/additionalFields';
export const SUBSCRIPTION_CART_PATH = '3/commerce/cart/subscription';
export const STOCK_PATH = 'commerce/inventory/stock/';
export const WISHLIST_PATH = 'commerce/wishlist/items';
export const FORM_SUBMISSION_KEY_PATH = 'form/FormSubmissionKey';
export const FORM_SAVE_PATH = 'form/SaveFormSubmission';
export const FORM_VALIDATE_PATH = 'rest/forms/validate/{formId}';
export const FORM_TEMPLATES_PATH = 'template/GetTemplateSchema';
export const RESTOCK_PATH = 'site-users/account/notifications/restock';
export const RESTOCK_GROUPS_PATH = 'site-users/account/notifications/restock/groups';
export const RESTOCK_SEND_PATH = 'site-users/account/notifications/restock/send';
export const RESTOCK_SEND_ALL_PATH = 'site-users/account/notifications/restock/send/all';
export const CONFIG_PATH = 'context/config';

/** The path with its one `{name}` segment filled (the value already made safe: path-segment.ts). */
export const pathWith = (path: string, segment: string): string => path.replace(/\{\w+\}/, segment);
