// The cart page (page types 200 and 205): every entry with its variant, form answers, unit and
// line price, a quantity stepper and Remove; the totals (CartTotals.tsx) and checkout (refused below the
// store's minimum order). Quantity changes show at once and roll back with a message when the
// platform refuses; a polite live region says what changed, an alert says what failed.
// The page composes one file per part beside it: CartLine (LineItem, with LineHeading and
// FormAnswers; QuantityStepper, with use-quantity-draft.ts), UnavailableLine, CartLive, EmptyCart
// and CartSummary (with CartTotals).
import { own } from '../../core/base/own.ts';
import { checkMinimumOrder, minimumOrderOf } from '../../core/domain/cart-rules.ts';
import { cartTotals } from '../../core/domain/cart-totals.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandStore } from '../shared/island-root.tsx';
import '../shared/base.css';
import '../shared/field.css';
import './cart.css';
import { CartLine } from './CartLine.tsx';
import { CartLive } from './CartLive.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CartTotals } from './CartTotals.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { UnavailableLine } from './UnavailableLine.tsx';
import { useAnswerFields } from './use-answer-fields.ts';
import { entryName, useCartChanges } from './use-cart-changes.ts';
import { useCartStrings } from './use-cart-strings.ts';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';
import { useViewCartOnce } from './use-view-cart-once.ts';

export function CartPage() {
  const services = useServices();
  const { cart: store, currency, locale, context } = services;
  const strings = useCartStrings();
  const status = useIslandStore(store, (state) => state.status);
  const cart = useIslandStore(store, (state) => state.cart);
  const removing = useIslandStore(store, (state) => state.removing);
  const saving = useIslandStore(store, (state) => state.pendingQuantities);
  const loadError = useIslandStore(store, (state) => state.error);
  const answerFields = useAnswerFields(services, cart.entries);
  const loading = status === 'idle' || status === 'loading';
  useViewCartOnce(services, loading);
  const focus = useFocusAfterRemoval();
  const minimum = minimumOrderOf(context.websiteSettings.storeSettings.minimumOrderSubtotal, currency);
  const changes = useCartChanges(services, strings, minimum, focus.request);

  const live = <CartLive {...changes} />;
  if (loading) {
    return (
      <section className="sf-cart sf-cart--loading" aria-busy="true" aria-label={strings.cartItems}>
        <p className="sf-cart__loading">{strings.cartLoading}</p>
        {live}
      </section>
    );
  }

  const unavailable = cart.setAside ?? [];
  // Quantities on their way: the platform's discount, tax and total are for the old ones.
  const pendingTotals = Object.keys(saving).length > 0;
  if (cart.entries.length === 0 && unavailable.length === 0) {
    // A cart that could not be read is unknown, not empty.
    return (
      <EmptyCart
        live={live}
        linkRef={focus.emptyLinkRef}
        unknown={status === 'error'}
        loadError={loadError}
      />
    );
  }

  return (
    <section className="sf-cart" aria-label={strings.cartItems}>
      {live}
      <ul className="sf-cart__lines" aria-label={strings.cartItems} ref={focus.listRef} tabIndex={-1}>
        {cart.entries.map((entry) => (
          <CartLine
            key={entry.id}
            entry={entry}
            removing={own(removing, entry.id) === true}
            saving={own(saving, entry.id) !== undefined}
            stockLimit={own(changes.stock.limits, entry.id)}
            stockNote={changes.stock.noteFor(entry.id)}
            answerFields={answerFields}
            onQuantity={changes.changeQuantity}
            onRemove={(removed) => changes.removeEntry(removed.id, entryName(removed))}
            onEdit={changes.editAnswers}
          />
        ))}
        {unavailable.map((entry, index) => (
          <UnavailableLine
            key={entry.id ?? `unavailable-${index}`}
            entry={entry}
            removing={entry.id !== undefined && own(removing, entry.id) === true}
            onRemove={(entryId) => changes.removeEntry(entryId, entry.title ?? strings.cartUnavailable)}
          />
        ))}
      </ul>
      <CartSummary
        totals={<CartTotals totals={cartTotals(cart, currency)} locale={locale} busy={pendingTotals} />}
        check={checkMinimumOrder(cart.subtotalCents, currency, minimum, strings, locale)}
        onCheckout={() => void changes.checkout()}
      />
    </section>
  );
}
