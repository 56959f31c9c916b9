// The cart page's ViewCart event (analytics), fired once per page.
import { useEffect, useRef } from 'react';
import type { Services } from '../../core/store/services.ts';

/** ViewCart: once, when the page first shows the shopper's cart. */
export function useViewCartOnce(services: Services, loading: boolean) {
  const viewed = useRef(false);
  useEffect(() => {
    if (loading || viewed.current) return;
    viewed.current = true;
    services.emit('view-cart', { cart: services.cart.getState().cart });
  }, [loading, services]);
}
