// The cart page with no lines: an empty cart, or an unknown one when it could not be read (never
// 'Your cart is empty.' then), and the way back to shopping.
import type { ReactNode, RefObject } from 'react';
import { CONTINUE_SHOPPING_PATH } from '../../core/domain/cart-rules.ts';
import { useCartStrings } from './use-cart-strings.ts';

interface EmptyCartProps {
  readonly live: ReactNode;
  readonly linkRef: RefObject<HTMLAnchorElement | null>;
  /** The cart could not be read: it is unknown, not empty. */
  readonly unknown: boolean;
  readonly loadError: { readonly message: string } | undefined;
}

/** No lines: an empty cart, or (when it could not be read) an unknown one, and the way back. */
export function EmptyCart({ live, linkRef, unknown, loadError }: EmptyCartProps) {
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
