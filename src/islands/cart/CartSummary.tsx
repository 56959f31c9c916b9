// The cart page's summary: its totals, the store's minimum order when the cart is below it, and
// Checkout.
import type { ReactNode } from 'react';
import type { checkMinimumOrder } from '../../core/domain/cart-rules.ts';
import { useIslandId } from '../shared/island-root.tsx';
import { useCartStrings } from './use-cart-strings.ts';

interface SummaryProps {
  readonly totals: ReactNode;
  /** The minimum-order check: its message shows by the checkout button when the cart is below. */
  readonly check: ReturnType<typeof checkMinimumOrder>;
  onCheckout(): void;
}

export function CartSummary({ totals, check, onCheckout }: SummaryProps) {
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
