import { defaultStrings, type Strings } from './strings.ts';
// @string-group forms (formStrings): Forms, with the form islands and the custom form
// The form kit's strings (spec 4, 5 and 8), a group of the catalogue that loads with the kit's
// chunk rather than the main bundle. Page-context `strings` override them like any other key.
export const formStrings = {
  // A select field's empty first choice, where the form gives no placeholder.
  selectValue: 'Select Value',
  // A custom form's answers could not be saved to its cart entry.
  unableToUpdateForm: 'Unable to update form',
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
  // Address labels that follow the chosen country (spec 5; which country gets which:
  // src/core/domain/forms/address-rules.ts).
  addressState: 'State',
  addressProvince: 'Province',
  addressCounty: 'County',
  addressRegion: 'Region',
  // Not in the spec (issue 35): a German or Austrian Land is not a US state in every language
  // (German: Bundesland, Bundesstaat), and Japan's regional part is the prefecture.
  addressFederalState: 'State',
  addressPrefecture: 'Prefecture',
  addressPostcode: 'Postcode',
  addressZipCode: 'ZIP code',
  addressFsa: 'FSA',
  addressEircode: 'Eircode',
  // Postal-code hints (spec 5, quoted exactly).
  addressHintPostal4: 'Postal Codes need to be 4 digits.',
  addressHintPostcode4: 'Postcodes need to be 4 digits',
  addressHintZip5: 'ZIP Codes need to be 5 digits.',
  addressHintPostal5: 'Postal Codes need to be 5 digits',
  addressHintInvalid: 'Invalid postal code.',
  addressHintFsa: 'An FSA code is invalid.',
  addressHintOutcode: 'Enter only the 1-4 character outcode portion of postcodes.',
  addressHintEircode: 'Enter only the first three characters of the Eircode',
  addressHintPostcode3: 'Enter up to 3 digits of the postcode',
  // The country list's first, empty choice (not in the spec's words).
  addressChooseCountry: 'Choose a country',
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
  formErrorInvalidFields: 'One or more fields is invalid, please check your entries.',
  // 'Could not parse the form fields…' is the server's own `error`, shown as sent (docs/decisions.md "Catalogue strings no flow shows").
  formUnauthorized: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formSendFailed: 'Unable to send form. Please try again later.',
  // Restock sign-up email (spec 5)
  restockEmailBlank: 'Email cannot be blank',
  restockEmailInvalid: 'Email is invalid',
  // The form, newsletter and custom product form islands. None of these is in the spec.
  newsletterTitle: 'Subscribe',
  newsletterEmail: 'Email Address',
  newsletterName: 'Name',
  newsletterSignUp: 'Sign Up',
  newsletterThanks: 'Thank you for signing up!',
  customFormSave: 'Save',
  /** The custom product form's dialog title. */
  customFormTitle: '{productName}',
  // Form answers (spec 3 and 8): the survey field's choices, and a form's answers where they are
  // shown (the cart page's custom form answers, the server's form-answer summaries).
  formNoAnswer: 'N/A',
  likertStronglyDisagree: 'Strongly Disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly Agree',
} as const;

export type FormStrings = { readonly [K in keyof typeof formStrings]: string };

/** What the form kit's components read: the main catalogue ('Select Value') and the form group. */
export type FormKitStrings = Strings & FormStrings;
export const defaultFormKitStrings: FormKitStrings = { ...defaultStrings, ...formStrings };
