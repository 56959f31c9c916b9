// A cart line's product: its heading, choices, form answers (with their edit button) and unit price.
import { entryFormId, entryPrices, variantText } from '../../core/domain/cart-rules.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { formatMoney } from '../../core/domain/money.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { FormAnswers } from './FormAnswers.tsx';
import { LineHeading } from './LineHeading.tsx';
import type { AnswerFieldsByForm } from './use-answer-fields.ts';
import { entryName } from './use-cart-changes.ts';
import { useCartStrings } from './use-cart-strings.ts';

export interface LineItemProps {
  readonly entry: CartEntry;
  readonly removing: boolean;
  readonly answerFields: AnswerFieldsByForm;
  onEdit(entry: CartEntry, formId: string): void;
}

/** The line's product, choices, form answers (with their edit button) and unit price. */
export function LineItem(props: LineItemProps) {
  const { entry, removing, answerFields, onEdit } = props;
  const { currency, locale } = useServices();
  const strings = useCartStrings();
  const name = entryName(entry);
  const prices = entryPrices(entry, currency);
  const variant = variantText(entry, locale);
  const formId = entryFormId(entry);
  return (
    <div className="sf-cart__item">
      <LineHeading entry={entry} name={name} />
      {variant && <p className="sf-cart__variant">{variant}</p>}
      <FormAnswers entry={entry} fields={answerFields} />
      {formId && (
        <button
          type="button"
          className="sf-cart__edit"
          aria-label={fillTemplate(strings.cartEditAnswersLabel, { productName: name })}
          disabled={removing}
          onClick={() => onEdit(entry, formId)}
        >
          {strings.cartEditAnswers}
        </button>
      )}
      {prices && (
        <p className="sf-cart__unit">
          {fillTemplate(strings.cartEach, { price: formatMoney(prices.unit, locale) })}
        </p>
      )}
    </div>
  );
}
