// The form kit's limits, field vocabulary and captcha names (spec 3, 5, 7, 9), by name, so the
// rules, the widgets and the tests agree.

/** Email addresses are 3 to 256 characters long (spec 5 and 9). */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
/** A URL must be shorter than this (spec 5: "length below 2083"). */
export const URL_MAX_LENGTH = 2083;

/** Payment card numbers (ISO/IEC 7812) have 12 to 19 digits. */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

/** The field kinds a builder form can hold (spec 3). Anything else is shown as text. */
export const FIELD_KINDS = [
  'address',
  'checkbox',
  'date',
  'hidden',
  'likert',
  'name',
  'phone',
  'radio',
  'select',
  'time',
  'email',
  'textarea',
  'text',
  'section',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Parts of the multi-part fields, in display order (spec 3, form summary field parts). */
export const FIELD_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;
export type MultiPartKind = keyof typeof FIELD_PARTS;

export function isMultiPartKind(kind: FieldKind): kind is MultiPartKind {
  return Object.hasOwn(FIELD_PARTS, kind);
}

/** Likert answers from -2 to 2 and the catalogue key of each label (spec 3). */
export const LIKERT_SCALE = [
  { value: '-2', key: 'likertStronglyDisagree' },
  { value: '-1', key: 'likertDisagree' },
  { value: '0', key: 'likertNeutral' },
  { value: '1', key: 'likertAgree' },
  { value: '2', key: 'likertStronglyAgree' },
] as const;
export type LikertLabelKey = (typeof LIKERT_SCALE)[number]['key'];

// Captcha (spec 7): the enterprise v3 script and its action names.
/** `{siteKey}` is filled with the site's key (URL-encoded). */
export const RECAPTCHA_ENTERPRISE_SCRIPT_URL =
  'https://www.google.com/recaptcha/enterprise.js?render={siteKey}';

export const CaptchaAction = {
  FORM_BLOCK_SUBMISSION: 'FORM_BLOCK_SUBMISSION',
  NEWSLETTER_BLOCK_SUBMISSION: 'NEWSLETTER_BLOCK_SUBMISSION',
  PRODUCT_WAITLIST_SUBMISSION: 'PRODUCT_WAITLIST_SUBMISSION',
  PROMO_POPUP_SUBMISSION: 'PROMO_POPUP_SUBMISSION',
} as const;
export type CaptchaActionName = (typeof CaptchaAction)[keyof typeof CaptchaAction];
