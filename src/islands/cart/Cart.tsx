// The cart page (page types 200 and 205): every entry with its variant, form answers, unit and
// line price, a quantity stepper and Remove; the totals (CartTotals.tsx) and checkout (refused below the
// store's minimum order). Quantity changes show at once and roll back with a message when the
// platform refuses; a polite live region says what changed, an alert says what failed.
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { own } from '../../core/base/own.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../core/domain/buy-flow-constants.ts';
import { isValidEntryQuantity, steppedQuantity } from '../../core/domain/cart.ts';
import {
  CONTINUE_SHOPPING_PATH,
  checkMinimumOrder,
  entryFormAnswers,
  entryFormId,
  entryPrices,
  minimumOrderOf,
  variantText,
} from '../../core/domain/cart-rules.ts';
import type { CartEntry, SetAsideEntry } from '../../core/domain/cart-schema.ts';
import { cartTotals } from '../../core/domain/cart-totals.ts';
import { formatMoney } from '../../core/domain/money.ts';
import { safeMediaUrl, safeUrl } from '../../core/domain/safe-url.ts';
import type { Services } from '../../core/store/services.ts';
import { summarizeFormAnswer } from '../../core/template/form-answer.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandId, useIslandStore } from '../shared/island-root.tsx';
import '../shared/base.css';
import '../shared/field.css';
import './cart.css';
import { CartTotals } from './CartTotals.tsx';
import { type AnswerFieldsByForm, useAnswerFields } from './use-answer-fields.ts';
import { type CartMessages, entryName, useCartChanges } from './use-cart-changes.ts';
import { type CartStrings, useAnswerStrings, useCartStrings } from './use-cart-strings.ts';

function FormAnswers(props: { entry: CartEntry; fields: AnswerFieldsByForm }) {
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

interface LineProps {
  readonly entry: CartEntry;
  readonly removing: boolean;
  /** A quantity the shopper chose is still on its way to the platform (the line is busy). */
  readonly saving: boolean;
  /** Units left, once a refusal made the page read them: + stops there. */
  readonly stockLimit: number | undefined;
  /** What the line says about its stock ('' when nothing). */
  readonly stockNote: string;
  onQuantity(entry: CartEntry, quantity: number): void;
  onRemove(entry: CartEntry): void;
  readonly answerFields: AnswerFieldsByForm;
  onEdit(entry: CartEntry, formId: string): void;
}

/** Why a typed quantity cannot be sent ('' when it can): the catalogue's range message. */
function quantityProblem(text: string, productName: string, strings: CartStrings): string {
  const quantity = Number(text);
  if (text.trim() !== '' && isValidEntryQuantity(quantity)) return '';
  const range = fillTemplate(strings.quantityOutOfRange, { min: QUANTITY_MIN, max: QUANTITY_MAX });
  // 0 is how many shoppers remove a line: say how it is done here.
  return text.trim() !== '' && quantity === 0
    ? `${range} ${fillTemplate(strings.cartRemoveInstead, { productName })}`
    : range;
}

/** The line's picture and name, linked to the product when the platform names its page. */
export function LineHeading({ entry, name }: { entry: CartEntry; name: string }) {
  const imageUrl = safeMediaUrl(entry.imageUrl);
  const productUrl = safeUrl(entry.productUrl);
  return (
    <>
      {imageUrl && <img className="sf-cart__thumb" src={imageUrl} alt="" width={64} height={64} />}
      <p className="sf-cart__title">
        {productUrl ? (
          <a className="sf-cart__link" href={productUrl}>
            {name}
          </a>
        ) : (
          name
        )}
      </p>
    </>
  );
}

/**
 * The quantity box's draft: what the shopper is typing, until it is sent (Enter, leaving the box)
 * or dropped; otherwise the box shows the cart's quantity, whatever changed it (a failure,
 * another tab). `most`: the highest quantity + may reach.
 */
function useQuantityDraft(entry: CartEntry, most: number, onQuantity: LineProps['onQuantity']) {
  const strings = useCartStrings();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const step = (delta: 1 | -1) => {
    setDraft(undefined);
    setProblem('');
    // A line above 9999 (the platform's data) steps down to 9999 (issue 49).
    const quantity = steppedQuantity(entry.quantity, delta, most);
    if (quantity !== undefined) onQuantity(entry, quantity);
  };
  /** Sends a finished, valid quantity; says why otherwise. True when the draft is done with. */
  const commit = (): boolean => {
    if (draft === undefined) return true;
    const why = quantityProblem(draft, entryName(entry), strings);
    setProblem(why);
    if (why) return false;
    setDraft(undefined);
    const quantity = Number(draft);
    if (quantity !== entry.quantity) onQuantity(entry, quantity);
    return true;
  };
  const drop = () => {
    setDraft(undefined);
    setProblem('');
  };
  return { draft, problem, step, commit, drop, setDraft };
}

type QuantityDraft = ReturnType<typeof useQuantityDraft>;

/** The line's product, choices, form answers (with their edit button) and unit price. */
function LineItem(props: Pick<LineProps, 'entry' | 'removing' | 'answerFields' | 'onEdit'>) {
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

/** − [quantity] +: the buttons step at once, the box sends what was typed when it is done. */
function QuantityStepper(props: {
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

function CartLine(props: LineProps) {
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

/** An entry the platform sent that cannot be read: named if possible, and removable by its id. */
function UnavailableLine(props: { entry: SetAsideEntry; removing: boolean; onRemove(id: string): void }) {
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

/** ViewCart: once, when the page first shows the shopper's cart. */
function useViewCartOnce(services: Services, loading: boolean) {
  const viewed = useRef(false);
  useEffect(() => {
    if (loading || viewed.current) return;
    viewed.current = true;
    services.emit('view-cart', { cart: services.cart.getState().cart });
  }, [loading, services]);
}

/** After a removal the removed line's button is gone: focus the list, or the way back to shopping. */
function useFocusAfterRemoval() {
  const [focusRequest, setFocusRequest] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    (listRef.current ?? emptyLinkRef.current)?.focus();
  }, [focusRequest]);
  return { listRef, emptyLinkRef, request: () => setFocusRequest((count) => count + 1) };
}

/** The live regions: what changed (polite) and what failed (an alert). */
function CartLive({ announcement, failure, refusal }: CartMessages) {
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="sf-cart__alert" role="alert">
        {failure && (
          <>
            <strong>{failure.title}</strong> {failure.message}
          </>
        )}
        {/* The minimum-order message shows by the button already: a refused checkout says it
            again to screen readers without showing it twice. */}
        {refusal && <span className="sf-visually-hidden">{refusal}</span>}
      </div>
    </>
  );
}

interface EmptyCartProps {
  readonly live: ReactNode;
  readonly linkRef: RefObject<HTMLAnchorElement | null>;
  /** The cart could not be read: it is unknown, not empty. */
  readonly unknown: boolean;
  readonly loadError: { readonly message: string } | undefined;
}

/** No lines: an empty cart, or (when it could not be read) an unknown one, and the way back. */
function EmptyCart({ live, linkRef, unknown, loadError }: EmptyCartProps) {
  const strings = useCartStrings();
  return (
    <section className="sf-cart sf-cart--empty" aria-label={strings.cartItems}>
      {live}
      {unknown && loadError && (
        <p className="sf-cart__error">
          {strings.cartUnknown} {loadError.message}
        </p>
      )}
      {!unknown && <p className="sf-cart__empty">{strings.cartEmpty}</p>}
      <a className="sf-cart__continue" href={CONTINUE_SHOPPING_PATH} ref={linkRef}>
        {strings.continueShopping}
      </a>
    </section>
  );
}

interface SummaryProps {
  readonly totals: ReactNode;
  /** The minimum-order check: its message shows by the checkout button when the cart is below. */
  readonly check: ReturnType<typeof checkMinimumOrder>;
  onCheckout(): void;
}

function CartSummary({ totals, check, onCheckout }: SummaryProps) {
  const strings = useCartStrings();
  const minimumId = useIslandId('cart-minimum');
  return (
    <div className="sf-cart__summary">
      {totals}
      {!check.ok && (
        <p className="sf-cart__minimum" id={minimumId}>
          {check.message}
        </p>
      )}
      {/* Below the minimum the rule shows before the press: the button looks and is announced
          as unavailable, with the rule as its description, yet stays focusable (aria-disabled,
          not disabled); a press still says the rule again to screen readers, and never leaves. */}
      <button
        type="button"
        className="sf-cart__checkout"
        aria-disabled={check.ok ? undefined : true}
        aria-describedby={check.ok ? undefined : minimumId}
        onClick={onCheckout}
      >
        {strings.cartCheckout}
      </button>
    </div>
  );
}
