// One cart line: its product (LineItem), its quantity stepper, its line price, Remove, and the one
// place it says what is wrong (a typed quantity out of range, the stock left, a line above 9999).
// aria-busy while its change or removal is on its way to the platform.
import { QUANTITY_MAX, QUANTITY_MIN } from '../../core/domain/buy-flow-constants.ts';
import { entryPrices } from '../../core/domain/cart-rules.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { formatMoney } from '../../core/domain/money.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandId } from '../shared/island-root.tsx';
import { LineItem, type LineItemProps } from './LineItem.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { entryName } from './use-cart-changes.ts';
import { useCartStrings } from './use-cart-strings.ts';
import { useQuantityDraft } from './use-quantity-draft.ts';

interface LineProps extends LineItemProps {
  /** A quantity the shopper chose is still on its way to the platform (the line is busy). */
  readonly saving: boolean;
  /** Units left, once a refusal made the page read them: + stops there. */
  readonly stockLimit: number | undefined;
  /** What the line says about its stock ('' when nothing). */
  readonly stockNote: string;
  onQuantity(entry: CartEntry, quantity: number): void;
  onRemove(entry: CartEntry): void;
}

export function CartLine(props: LineProps) {
  const { entry, removing, saving, onQuantity, onRemove, stockNote } = props;
  const { currency, locale } = useServices();
  const strings = useCartStrings();
  const problemId = useIslandId(`problem-${entry.id}`);
  const name = entryName(entry);
  const prices = entryPrices(entry, currency);
  const most = Math.min(QUANTITY_MAX, props.stockLimit ?? QUANTITY_MAX);
  const quantity = useQuantityDraft(entry, most, onQuantity);
  // A line the platform holds above 9999 says why + is off and where − takes it (issue 49).
  const overLimit =
    entry.quantity > QUANTITY_MAX
      ? fillTemplate(strings.quantityOutOfRange, { min: QUANTITY_MIN, max: QUANTITY_MAX })
      : '';
  return (
    <li className="sf-cart__line" aria-busy={removing || saving || undefined} data-quantity={entry.quantity}>
      <LineItem {...props} />
      <QuantityStepper
        entry={entry}
        removing={removing}
        most={most}
        problemId={problemId}
        quantity={quantity}
      />
      <p className="sf-cart__line-price">{prices ? formatMoney(prices.line, locale) : ''}</p>
      <button
        type="button"
        className="sf-cart__remove"
        aria-label={fillTemplate(strings.cartRemoveLabel, { productName: name })}
        disabled={removing}
        onClick={() => onRemove(entry)}
      >
        {strings.cartRemove}
      </button>
      <p className="sf-cart__problem" id={problemId} aria-live="polite">
        {quantity.problem || stockNote || overLimit}
      </p>
    </li>
  );
}
