// The cart drawer (issue 36): the cart page's island (Cart.tsx, not a copy) in a modal dialog at
// the inline end of the page. The overlay kit's Modal brings the focus trap, Escape, outside
// pointerdown, scroll lock, the inert page and focus back to the opener; reduced motion keeps it
// still. Closed, it renders nothing (the server HTML too), so the page never shifts. It opens
// when asked through the open-cart event (the pill's click, Storefront.cart.open(), and after an
// add when the owner wrote data-open-on-add).
import { useEffect, useState } from 'react';
import { OPEN_CART_EVENT } from '../../core/contract/storefront-events.ts';
import { CartPage } from '../cart/Cart.tsx';
import { useCartStrings } from '../cart/use-cart-strings.ts';
import { Modal } from '../shared/overlay/Modal.tsx';
import './cart-drawer.css';

export interface CartDrawerOptions {
  /** Opens after a successful add instead of the added popover (data-open-on-add). */
  readonly openOnAdd: boolean;
}

/** Answers the page's open-cart requests; the first drawer on the page answers, the others stay shut. */
function useOpenRequests(openOnAdd: boolean, open: () => void) {
  useEffect(() => {
    const onRequest = (event: Event) => {
      const afterAdd = (event as Partial<CustomEvent>).detail === true;
      if (event.defaultPrevented || (afterAdd && !openOnAdd)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener(OPEN_CART_EVENT, onRequest);
    return () => document.removeEventListener(OPEN_CART_EVENT, onRequest);
  }, [openOnAdd, open]);
}

export function CartDrawer({ options }: { options: CartDrawerOptions }) {
  const strings = useCartStrings();
  const [open, setOpen] = useState(false);
  const [show] = useState(() => () => setOpen(true));
  useOpenRequests(options.openOnAdd, show);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={strings.cartDrawerTitle}
      closeLabel={strings.close}
      className="sf-cart-drawer"
    >
      <CartPage />
    </Modal>
  );
}
