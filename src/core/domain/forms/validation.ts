// Client-side form validation (spec 5): one message per invalid field, with the spec's strings.
// The server validates again; its per-field messages are shown the same way.

import { own, setOwn } from '../../base/own.ts';
import { fillTemplate } from '../../words/strings.ts';
import { type FormStrings, formStrings } from '../../words/strings-forms.ts';
import { type AddressStrings, postalCodeHint } from './address-rules.ts';
import { isEmail } from './checks.ts';
import { isMultiPartKind } from './constants.ts';
import type { FormDefinition, FormField } from './form-schema.ts';
import {
  characterCount,
  type FieldValue,
  type FormValues,
  listOf,
  partsOf,
  sanitizeText,
  textOf,
} from './form-values.ts';

type FormValidationStrings = Pick<
  FormStrings,
  | 'formRequired'
  | 'formSurveyInvalid'
  | 'formCharacterLimit'
  | 'formEmailInvalid'
  | 'formEmailExample'
  | 'formCaptchaRequired'
  | 'restockEmailBlank'
  | 'restockEmailInvalid'
> &
  AddressStrings;

/** Field id -> message, for invalid fields only. */
export type FieldErrors = Readonly<Record<string, string>>;

const blank = (text: string) => sanitizeText(text) === '';

function isEmpty(field: FormField, value: FieldValue | undefined): boolean {
  if (field.type === 'checkbox') return listOf(value).length === 0;
  // A multi-part field is empty when nothing was typed in any part.
  if (isMultiPartKind(field.type)) return Object.values(partsOf(value)).every(blank);
  return blank(textOf(value));
}

/** The message for one field, or undefined when it is valid. */
export function validateField(
  field: FormField,
  value: FieldValue | undefined,
  strings: FormValidationStrings = formStrings,
): string | undefined {
  switch (field.type) {
    case 'section':
    case 'hidden':
      return undefined;
    case 'likert': {
      const answers = partsOf(value);
      const missing = field.questions.some((q) => q.required && blank(own(answers, q.title) ?? ''));
      return missing ? strings.formSurveyInvalid : undefined;
    }
    case 'textarea': {
      const text = textOf(value);
      if (field.required && blank(text)) return strings.formRequired;
      if (field.maxLength !== undefined && characterCount(text) > field.maxLength)
        return strings.formCharacterLimit;
      return undefined;
    }
    case 'email': {
      const text = sanitizeText(textOf(value));
      if (field.required && text === '') return strings.formRequired;
      if (text !== '' && !isEmail(text))
        return fillTemplate(strings.formEmailInvalid, { email: strings.formEmailExample });
      return undefined;
    }
    case 'address': {
      if (field.required && isEmpty(field, value)) return strings.formRequired;
      const parts = partsOf(value);
      return postalCodeHint(parts.Country, parts.Zip, strings);
    }
    default:
      return field.required && isEmpty(field, value) ? strings.formRequired : undefined;
  }
}

/** Every invalid field of the form with its message, in field order. */
export function validateForm(
  definition: FormDefinition,
  values: FormValues,
  strings: FormValidationStrings = formStrings,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    const message = validateField(field, own(values, field.id), strings);
    if (message !== undefined) setOwn(errors, field.id, message);
  }
  return errors;
}

/** A captcha-bound form needs a token before it is sent. */
export function validateCaptcha(
  token: string | undefined,
  strings: Pick<FormStrings, 'formCaptchaRequired'> = formStrings,
): string | undefined {
  return token ? undefined : strings.formCaptchaRequired;
}

/** The restock sign-up email (spec 5): not blank, then a valid address. */
export function validateRestockEmail(
  email: string,
  strings: Pick<FormStrings, 'restockEmailBlank' | 'restockEmailInvalid'> = formStrings,
): string | undefined {
  const text = sanitizeText(email);
  if (text === '') return strings.restockEmailBlank;
  return isEmail(text) ? undefined : strings.restockEmailInvalid;
}
