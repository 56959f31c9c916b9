// The cart's totals as checkout lays them out (src/core/domain/cart-totals.ts): a description list of
// subtotal, discount, shipping, tax and total, each row only when the cart has it, with the
// coupon codes, shipping option and tax rules under their row, and refused coupons said in words.
import type { CartTotalRow, CartTotals as Totals } from '../../core/domain/cart-totals.ts';
import { formatMoney } from '../../core/domain/money.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { type CartStrings, useCartStrings } from './use-cart-strings.ts';

function rowLabel(row: CartTotalRow, strings: CartStrings): string {
  switch (row.kind) {
    case 'subtotal':
      return strings.cartSubtotal;
    case 'discount':
      return strings.cartDiscount;
    case 'shipping':
      return strings.cartShipping;
    case 'tax':
      return strings.cartTax;
    case 'total':
      return strings.cartTotal;
  }
}

function rowAmount(row: CartTotalRow, strings: CartStrings, locale: string): string {
  if (row.kind === 'shipping' && row.amount.minor === 0) return strings.cartShippingFree;
  const amount = formatMoney(row.amount, locale);
  return row.kind === 'discount' ? fillTemplate(strings.cartDiscountAmount, { amount }) : amount;
}

/** Under a row: the coupons that gave the discount, the shipping option, the tax rules. */
function rowDetail(row: CartTotalRow, strings: CartStrings): string {
  if (row.kind === 'discount') {
    return row.detail.map((code) => fillTemplate(strings.cartCouponApplied, { code })).join(' ');
  }
  return row.detail.join(', ');
}

export function CartTotals(props: { totals: Totals; locale: string; busy: boolean }) {
  const strings = useCartStrings();
  const { rows, validCoupons, invalidCoupons } = props.totals;
  const discounted = rows.some((row) => row.kind === 'discount');
  // Coupons that applied without a discount row (free shipping, say) are still named.
  const appliedNotes = discounted ? [] : validCoupons;
  return (
    <section
      className="sf-cart__totals-group"
      aria-label={strings.cartSummary}
      aria-busy={props.busy || undefined}
    >
      <dl className="sf-cart__totals">
        {rows.map((row) => {
          const detail = rowDetail(row, strings);
          return (
            <div key={row.kind} className={`sf-cart__total-row sf-cart__${row.kind}`}>
              <dt>
                {rowLabel(row, strings)}
                {detail && <span className="sf-cart__total-detail">{detail}</span>}
              </dt>
              <dd className={`sf-cart__${row.kind}-value`}>{rowAmount(row, strings, props.locale)}</dd>
            </div>
          );
        })}
      </dl>
      {(appliedNotes.length > 0 || invalidCoupons.length > 0) && (
        <ul className="sf-cart__coupons">
          {appliedNotes.map((code) => (
            <li key={`valid-${code}`}>{fillTemplate(strings.cartCouponApplied, { code })}</li>
          ))}
          {invalidCoupons.map((code) => (
            <li key={`invalid-${code}`} className="sf-cart__coupon--invalid">
              {fillTemplate(strings.cartCouponInvalid, { code })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
