// A cart entry the platform sent that cannot be read (set aside by the cart schema): shown as an
// unavailable line, so the page adds up to the platform's subtotal, with Remove when it has an id.
import type { SetAsideEntry } from '../../core/domain/cart-schema.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useCartStrings } from './use-cart-strings.ts';

/** An entry the platform sent that cannot be read: named if possible, and removable by its id. */
export function UnavailableLine(props: {
  entry: SetAsideEntry;
  removing: boolean;
  onRemove(id: string): void;
}) {
  const { entry, removing } = props;
  const strings = useCartStrings();
  const name = entry.title ?? strings.cartUnavailable;
  const id = entry.id;
  return (
    <li className="sf-cart__line sf-cart__line--unavailable" aria-busy={removing || undefined}>
      <div className="sf-cart__item">
        <p className="sf-cart__title">{name}</p>
        <p className="sf-cart__variant">{strings.cartUnavailableNote}</p>
      </div>
      <p className="sf-cart__line-quantity">{entry.quantity ?? ''}</p>
      {id !== undefined && (
        <button
          type="button"
          className="sf-cart__remove"
          aria-label={fillTemplate(strings.cartRemoveLabel, { productName: name })}
          disabled={removing}
          onClick={() => props.onRemove(id)}
        >
          {strings.cartRemove}
        </button>
      )}
    </li>
  );
}
