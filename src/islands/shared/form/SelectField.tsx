// One choice from a drop-down.
import { textOf } from '../../../core/domain/forms/form-values.ts';
import { FieldShell } from './FieldParts.tsx';
import { describedBy, type FieldProps, fieldIds } from './field-props.ts';

export function SelectField({ field, value, error, locked, strings, domId, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(domId);
  return (
    <FieldShell field={field} domId={domId} error={error} strings={strings}>
      <select
        id={ids.control}
        className="sf-field sf-form__input sf-form__select"
        name={field.id}
        value={textOf(value)}
        disabled={locked}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.description && ids.description, error && ids.error)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      >
        <option value="">{field.placeholder ?? strings.selectValue}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
