// The submit machine's rules, free of React: what the client checks refuse before anything is
// sent, and how a failed submission is shown (messages beside fields, or words for the form).

import { own, setOwn } from '../../../core/base/own.ts';
import type { FormDefinition, FormField } from '../../../core/domain/forms/form-schema.ts';
import type { FieldValue, FormValues } from '../../../core/domain/forms/form-values.ts';
import type { SubmitResult } from '../../../core/domain/forms/submit-result.ts';
import { type FieldErrors, validateForm } from '../../../core/domain/forms/validation.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';

/**
 * The client checks: every field by `check` when the caller has rules of its own (it may replace
 * the kit's for some fields), else the kit's whole-form validation.
 */
export function clientErrors(
  definition: FormDefinition,
  typed: FormValues,
  strings: FormKitStrings,
  check: ((field: FormField, value: FieldValue | undefined) => string | undefined) | undefined,
): FieldErrors {
  if (!check) return validateForm(definition, typed, strings);
  return Object.fromEntries(
    definition.fields.flatMap((field) => {
      const message = check(field, own(typed, field.id));
      return message === undefined ? [] : [[field.id, message]];
    }),
  );
}

/**
 * A failed submission as shown: a field's message sits beside it; the outcome's words (chosen
 * once, by failureWords, where the call failed) speak when one cannot: when the server named a
 * field the form lacks, or named none.
 */
export function failureShown(
  result: Omit<Extract<SubmitResult, { ok: false }>, 'ok'>,
  hasField: (id: string) => boolean,
): { readonly fieldErrors: FieldErrors; readonly message: string | undefined } {
  const known: Record<string, string> = {};
  let unknownField = false;
  for (const [id, message] of Object.entries(result.fieldErrors ?? {})) {
    if (hasField(id)) setOwn(known, id, message);
    else unknownField = true;
  }
  const everyOneBesideItsField = Object.keys(known).length > 0 && !unknownField;
  return { fieldErrors: known, message: everyOneBesideItsField ? undefined : result.message };
}

/** The first field's message, in the fields' order (as focus goes). */
export function firstProblem(fields: readonly FormField[], errors: FieldErrors): string | undefined {
  for (const field of fields) {
    const message = own(errors, field.id);
    // Named by its field: heard away from the field, the message alone may not say which one.
    if (message) return field.label ? `${field.label}: ${message}` : message;
  }
  return undefined;
}
