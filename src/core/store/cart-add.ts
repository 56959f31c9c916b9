// The `add` command. When the add's answer is lost, the platform's cart is read again and says
// whether the add landed (landedAdd, in cart-outcomes.ts): a landed add is a success, never
// sent twice.
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { type CartParts, confirmCart, writeCart } from './cart-parts.ts';
import type { CartState } from './cart-state.ts';

export function addToCart(parts: CartParts, request: AddEntryRequest): ReturnType<CartState['add']> {
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
