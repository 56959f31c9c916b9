// The pieces every field shares: its label or legend with the required mark, its description
// and its error message.
import type { ReactNode } from 'react';
import type { FormField } from '../../../core/domain/forms/form-schema.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';
import { FIELD_ATTRIBUTE, fieldIds } from './field-props.ts';

/** A visible '*' for sighted users; controls carry aria-required, groups a hidden '(required)'. */
function RequiredMark({ inLegend, strings }: { inLegend: boolean; strings: FormKitStrings }) {
  return (
    <>
      <span className="sf-form__required" aria-hidden="true">
        *
      </span>
      {inLegend && <span className="sf-visually-hidden"> {strings.formRequiredMark}</span>}
    </>
  );
}

function FieldNotes(props: { field: FormField; domId: string; error: string | undefined }) {
  const ids = fieldIds(props.domId);
  return (
    <>
      {props.field.description && (
        <p id={ids.description} className="sf-form__description">
          {props.field.description}
        </p>
      )}
      {props.error && (
        <p id={ids.error} className="sf-form__error">
          {props.error}
        </p>
      )}
    </>
  );
}

interface ShellProps {
  readonly field: FormField;
  readonly domId: string;
  readonly error: string | undefined;
  readonly strings: FormKitStrings;
  readonly children: ReactNode;
  /** Shown after the control, before the notes (the textarea counter). */
  readonly after?: ReactNode;
}

/** One control with a `<label for>`. */
export function FieldShell({ field, domId, error, strings, children, after }: ShellProps) {
  return (
    <div
      className="sf-form__field"
      data-type={field.type}
      data-invalid={error ? '' : undefined}
      {...{ [FIELD_ATTRIBUTE]: field.id }}
    >
      <label className="sf-form__label" htmlFor={domId}>
        {field.label}
        {field.required && <RequiredMark inLegend={false} strings={strings} />}
      </label>
      {children}
      {after}
      <FieldNotes field={field} domId={domId} error={error} />
    </div>
  );
}

/** Several controls in a `<fieldset>` named by its `<legend>`. */
export function GroupShell({ field, domId, error, strings, children }: ShellProps) {
  const ids = fieldIds(domId);
  return (
    <fieldset
      className="sf-form__field sf-form__group"
      data-type={field.type}
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? ids.error : undefined}
      {...{ [FIELD_ATTRIBUTE]: field.id }}
    >
      <legend className="sf-form__label">
        {field.label}
        {field.required && <RequiredMark inLegend strings={strings} />}
      </legend>
      {children}
      <FieldNotes field={field} domId={domId} error={error} />
    </fieldset>
  );
}
