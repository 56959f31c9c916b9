// Radio and checkbox groups: a fieldset named by its legend, one labelled control per option.
import { listOf, textOf } from '../../../core/domain/forms/form-values.ts';
import { GroupShell } from './FieldParts.tsx';
import { describedBy, type FieldProps, fieldIds } from './field-props.ts';
import { useLatestValue } from './use-latest-value.ts';

export function RadioField({ field, value, error, locked, strings, domId, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(domId);
  const chosen = textOf(value);
  return (
    <GroupShell field={field} domId={domId} error={error} strings={strings}>
      <div className="sf-form__choices">
        {field.options.map((option, index) => (
          <label key={option} className="sf-choice sf-form__choice">
            <input
              id={index === 0 ? ids.control : undefined}
              type="radio"
              className="sf-form__choice-input"
              name={domId}
              value={option}
              checked={chosen === option}
              disabled={locked}
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(field.description && ids.description)}
              onChange={() => onChange(option)}
              onBlur={onBlur}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </GroupShell>
  );
}

export function CheckboxField({ field, value, error, locked, strings, domId, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(domId);
  const chosen = listOf(value);
  const latest = useLatestValue(chosen);
  const toggle = (option: string, on: boolean) => {
    const others = latest.current().filter((o) => o !== option);
    onChange(latest.update(on ? [...others, option] : others));
  };
  return (
    <GroupShell field={field} domId={domId} error={error} strings={strings}>
      <div className="sf-form__choices">
        {field.options.map((option, index) => (
          <label key={option} className="sf-choice sf-form__choice">
            <input
              id={index === 0 ? ids.control : undefined}
              type="checkbox"
              className="sf-form__choice-input"
              name={field.id}
              value={option}
              checked={chosen.includes(option)}
              disabled={locked}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(field.description && ids.description)}
              onChange={(event) => toggle(option, event.currentTarget.checked)}
              onBlur={onBlur}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </GroupShell>
  );
}
