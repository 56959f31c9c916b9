import { useEffect, useState } from 'react';
import {
  type CartGlance,
  pageSiteId,
  paintedCartGlance,
  writeCartGlance,
} from '../../core/contract/cart-glance.ts';
import { OPEN_CART_EVENT } from '../../core/contract/storefront-events.ts';
import { CART_PATH } from '../../core/domain/buy-flow-constants.ts';
import { formatMoney, money } from '../../core/domain/money.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandStore } from '../shared/island-root.tsx';
import { cartPillText } from './cart-pill-text.ts';
import '../shared/base.css';
import './cart-pill.css';

export type CartPillShow = 'pill' | 'quantity' | 'subtotal';

export interface CartPillOptions {
  /** Stay visible at 0 items (data-show-empty="true"); hidden at 0 otherwise (spec 4). */
  readonly showEmpty: boolean;
  /** The pill, or one of its figures alone as text (data-show). */
  readonly show?: CartPillShow;
}

export function CartPill({ options }: { options: CartPillOptions }) {
  const { cart, strings, currency, locale } = useServices();
  const totalQuantity = useIslandStore(cart, (state) => state.cart.totalQuantity);
  const subtotalCents = useIslandStore(cart, (state) => state.cart.subtotalCents);
  // A cart that could not be read and was never known is unknown, not empty: no pill, not 0.
  const unknown = useIslandStore(cart, (state) => state.status === 'error');
  const settled = useIslandStore(cart, (state) => state.status !== 'idle' && state.status !== 'loading');
  // What the loader painted (the last pill a returning shopper saw): the first render, the one
  // that hydrates, always says exactly those words, however soon the platform answers; from the
  // next render on, until the platform has answered.
  const [glance] = useState<CartGlance | undefined>(paintedCartGlance);
  const [firstRender, setFirstRender] = useState(true);
  useEffect(() => setFirstRender(false), []);
  const shown = settled && !firstRender ? undefined : glance;
  const subtotal = shown?.subtotal ?? formatMoney(money(subtotalCents, currency), locale);
  const computed = cartPillText(totalQuantity, subtotal, strings, locale);
  const text = shown ? { hidden: false, count: shown.count, label: shown.label } : computed;
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  useEffect(() => {
    // The platform's word (or this tab's last copy): kept for the next page's loader.
    if (!settled || unknown || shown) return;
    writeCartGlance({
      site: pageSiteId(document),
      lang,
      quantity: totalQuantity,
      count: computed.count,
      label: computed.label,
      subtotal,
    });
  }, [settled, unknown, shown, lang, totalQuantity, computed.count, computed.label, subtotal]);
  // The platform's header figures: text in the site's own markup, with the platform's class.
  if (options.show === 'quantity')
    return <span className="sqs-cart-quantity">{shown ? shown.quantity : totalQuantity}</span>;
  if (options.show === 'subtotal') return <span className="sqs-cart-subtotal">{subtotal}</span>;
  return (
    <a
      className="sf-cart-pill"
      href={CART_PATH}
      hidden={unknown || (text.hidden && !options.showEmpty)}
      // With a cart drawer on the page a plain click opens it (the drawer cancels the request, as
      // Storefront.cart.open() asks); a new-tab click, or no drawer, follows the link.
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        if (!document.dispatchEvent(new Event(OPEN_CART_EVENT, { cancelable: true }))) event.preventDefault();
      }}
    >
      <span className="sf-visually-hidden">{text.label}</span>
      <svg className="sf-cart-pill__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 7h12l-1.2 12.1a1 1 0 0 1-1 .9H8.2a1 1 0 0 1-1-.9L6 7Zm3 0V6a3 3 0 0 1 6 0v1" />
      </svg>
      <span className="sf-cart-pill__count" aria-hidden="true">
        {text.count}
      </span>
      <span className="sf-cart-pill__subtotal" aria-hidden="true">
        {subtotal}
      </span>
    </a>
  );
}
