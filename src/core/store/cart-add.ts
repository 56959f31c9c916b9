// The `add` command. When the add's answer is lost, the platform's cart is read again and says
// whether the add landed (landedAdd, in cart-outcomes.ts): a landed add is a success, never
// sent twice.
import { QUANTITY_MAX } from '../domain/buy-flow-constants.ts';
import { fitsCartLine, quantityInCart } from '../domain/cart.ts';
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { fillTemplate } from '../words/strings.ts';
import { type CartParts, confirmCart, writeCart } from './cart-parts.ts';
import type { CartState } from './cart-state.ts';

export function addToCart(parts: CartParts, request: AddEntryRequest): ReturnType<CartState['add']> {
  // A line past the quantity input's 9999 is refused before the call (issue 49), as on the page.
  const inCart = quantityInCart(parts.get().cart, request.itemId, request.sku);
  if (!fitsCartLine(inCart, request.quantity)) {
    const message = fillTemplate(parts.strings.quantityCartLimit, { inCart, max: QUANTITY_MAX });
    return Promise.reject(new RangeError(message));
  }
  return parts.queue.run(async () => {
    // Only a cart the platform told this tab can say whether a lost add landed.
    const before = parts.get().status === 'ready' ? parts.get().confirmed : undefined;
    const response = await writeCart(
      parts,
      (calls) => calls.addCartEntry(request),
      (calls, after) => calls.landedAdd(before, after, request),
    );
    confirmCart(parts, response.shoppingCart);
    return response;
  });
}
