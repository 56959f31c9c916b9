// What every field component receives from the form controller, and the ids that tie a field's
// label, description, counter and error together.
import type { FormField } from '../../../core/domain/forms/form-schema.ts';
import type { FieldValue } from '../../../core/domain/forms/form-values.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';

export interface FieldProps {
  readonly field: FormField;
  readonly value: FieldValue | undefined;
  /** The message shown on the field (client or server), if any. */
  readonly error: string | undefined;
  /** The form is submitting: text inputs become read-only, choices disabled. */
  readonly locked: boolean;
  readonly strings: FormKitStrings;
  /** DOM id of the field's (first) control; the other ids derive from it. */
  readonly domId: string;
  onChange(value: FieldValue): void;
  onBlur(): void;
}

export function fieldIds(domId: string) {
  return {
    control: domId,
    description: `${domId}-description`,
    error: `${domId}-error`,
    counter: `${domId}-counter`,
  };
}

/** `aria-describedby` from the ids that apply, or undefined when none does. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The data attribute on a field's outer element, so the controller can find it in the DOM. */
export const FIELD_ATTRIBUTE = 'data-sf-field';
