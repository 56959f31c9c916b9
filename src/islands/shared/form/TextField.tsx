// Single-line text and email fields.
import { textOf } from '../../../core/domain/forms/form-values.ts';
import { FieldShell } from './FieldParts.tsx';
import { describedBy, type FieldProps, fieldIds } from './field-props.ts';

export function TextField({ field, value, error, locked, strings, domId, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(domId);
  const email = field.type === 'email';
  return (
    <FieldShell field={field} domId={domId} error={error} strings={strings}>
      <input
        id={ids.control}
        className="sf-field sf-form__input"
        name={field.id}
        type={email ? 'email' : 'text'}
        autoComplete={email ? 'email' : undefined}
        placeholder={field.placeholder}
        value={textOf(value)}
        readOnly={locked}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.description && ids.description, error && ids.error)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
