// A cart line's custom form answers, named by the form's questions (the answers alone while the
// questions are unknown).
import { entryFormAnswers, entryFormId } from '../../core/domain/cart-rules.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { summarizeFormAnswer } from '../../core/template/form-answer.ts';
import type { AnswerFieldsByForm } from './use-answer-fields.ts';
import { useAnswerStrings } from './use-cart-strings.ts';

export function FormAnswers(props: { entry: CartEntry; fields: AnswerFieldsByForm }) {
  const { entry } = props;
  const strings = useAnswerStrings();
  const formId = entryFormId(entry);
  const answers = entryFormAnswers(entry, formId ? props.fields.get(formId) : undefined);
  if (answers.length === 0) return null;
  return (
    <dl className="sf-cart__answers">
      {answers.map((answer) => (
        <div className="sf-cart__answer" key={answer.label}>
          <dt>{answer.label}</dt>
          {summarizeFormAnswer(answer, undefined, { strings }).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one answer have no identity of their own
            <dd key={index}>{line.label ? `${line.label}: ${line.text}` : line.text}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
