// Multi-line text with an 'n / max' counter that marks an error once the limit is passed.
import { characterCount, textOf } from '../../../core/domain/forms/form-values.ts';
import { fillTemplate } from '../../../core/words/strings.ts';
import { FieldShell } from './FieldParts.tsx';
import { describedBy, type FieldProps, fieldIds } from './field-props.ts';

export function TextareaField({ field, value, error, locked, strings, domId, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(domId);
  const text = textOf(value);
  const max = field.maxLength;
  const over = max !== undefined && characterCount(text) > max;
  const counter = max !== undefined && (
    <p id={ids.counter} className="sf-form__counter" data-over={over ? '' : undefined}>
      {fillTemplate(strings.formCharacterCount, { count: characterCount(text), max })}
    </p>
  );
  return (
    <FieldShell field={field} domId={domId} error={error} strings={strings} after={counter}>
      <textarea
        id={ids.control}
        className="sf-field sf-form__input sf-form__textarea"
        name={field.id}
        placeholder={field.placeholder}
        value={text}
        readOnly={locked}
        aria-required={field.required || undefined}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy(
          field.description && ids.description,
          max !== undefined && ids.counter,
          error && ids.error,
        )}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
