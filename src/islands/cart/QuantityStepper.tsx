// A cart line's − [quantity] + (1-9999), labelled with the product's name.
import { QUANTITY_MAX, QUANTITY_MIN } from '../../core/domain/buy-flow-constants.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { entryName } from './use-cart-changes.ts';
import { useCartStrings } from './use-cart-strings.ts';
import type { QuantityDraft } from './use-quantity-draft.ts';

/** − [quantity] +: the buttons step at once, the box sends what was typed when it is done. */
export function QuantityStepper(props: {
  entry: CartEntry;
  removing: boolean;
  most: number;
  problemId: string;
  quantity: QuantityDraft;
}) {
  const { entry, removing, most, problemId } = props;
  const { draft, problem, step, commit, drop, setDraft } = props.quantity;
  const strings = useCartStrings();
  const name = entryName(entry);
  // Off at either end, but aria-disabled rather than disabled: a button the shopper just pressed
  // by keyboard (a refused + that found the stock limit) keeps focus instead of dropping it to
  // <body>, and + says why it stops (the line's stock note) through its description.
  const fewest = entry.quantity <= QUANTITY_MIN;
  const atMost = entry.quantity >= most;
  return (
    <fieldset className="sf-cart__stepper" disabled={removing}>
      <legend className="sf-visually-hidden">
        {fillTemplate(strings.cartQuantityOf, { productName: name })}
      </legend>
      <button
        type="button"
        className="sf-cart__step"
        aria-label={fillTemplate(strings.cartDecrease, { productName: name })}
        aria-disabled={fewest || undefined}
        onClick={() => {
          if (!fewest) step(-1);
        }}
      >
        −
      </button>
      <input
        className="sf-field sf-cart__quantity"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        aria-label={fillTemplate(strings.cartQuantityOf, { productName: name })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problemId}
        value={draft ?? String(entry.quantity)}
        // Nothing is sent while typing: '10000' passes through '1000' on its way.
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && draft !== undefined) {
            drop();
          } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            // The native spinner would change the box without a commit: step like the buttons.
            event.preventDefault();
            step(event.key === 'ArrowUp' ? 1 : -1);
          }
        }}
        // Leaving the box sends what was typed when it is valid; the box then shows the cart.
        onBlur={() => {
          commit();
          setDraft(undefined);
        }}
      />
      <button
        type="button"
        className="sf-cart__step"
        aria-label={fillTemplate(strings.cartIncrease, { productName: name })}
        aria-disabled={atMost || undefined}
        aria-describedby={atMost ? problemId : undefined}
        onClick={() => {
          if (!atMost) step(1);
        }}
      >
        +
      </button>
    </fieldset>
  );
}
