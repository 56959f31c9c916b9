// A survey: one row per question, each a fieldset of five labelled answers (-2..2).

import { own } from '../../../core/base/own.ts';
import { LIKERT_SCALE } from '../../../core/domain/forms/constants.ts';
import { partsOf } from '../../../core/domain/forms/form-values.ts';
import { GroupShell } from './FieldParts.tsx';
import { describedBy, type FieldProps, fieldIds } from './field-props.ts';
import { useLatestValue } from './use-latest-value.ts';

export function LikertField({ field, value, error, locked, strings, domId, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(domId);
  const answers = partsOf(value);
  const latest = useLatestValue(answers);
  return (
    <GroupShell field={field} domId={domId} error={error} strings={strings}>
      {field.questions.map((question, row) => (
        <fieldset key={question.title} className="sf-form__likert-row">
          <legend className="sf-form__likert-question">
            {question.title}
            {question.required && (
              <>
                <span className="sf-form__required" aria-hidden="true">
                  *
                </span>
                <span className="sf-visually-hidden"> {strings.formRequiredMark}</span>
              </>
            )}
          </legend>
          <div className="sf-form__likert-answers">
            {LIKERT_SCALE.map((answer, index) => (
              <label key={answer.value} className="sf-choice sf-form__choice sf-form__likert-answer">
                <input
                  id={row === 0 && index === 0 ? ids.control : undefined}
                  type="radio"
                  className="sf-form__choice-input"
                  name={`${domId}-${row}`}
                  value={answer.value}
                  checked={own(answers, question.title) === answer.value}
                  disabled={locked}
                  required={question.required}
                  aria-invalid={
                    error && question.required && !own(answers, question.title) ? true : undefined
                  }
                  aria-describedby={describedBy(field.description && ids.description)}
                  onChange={() =>
                    onChange(latest.update({ ...latest.current(), [question.title]: answer.value }))
                  }
                  onBlur={onBlur}
                />
                <span>{strings[answer.key]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </GroupShell>
  );
}
