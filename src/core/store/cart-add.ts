// The `add` command. When the add's answer is lost, the platform's cart is read again and says
// whether the add landed (landedAdd, in cart-outcomes.ts): a landed add is a success, never
// sent twice.
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { asFailure, type CartParts, cartCalls, confirmCart, rereadCart } from './cart-parts.ts';
import type { CartState } from './cart-state.ts';

export function addToCart(parts: CartParts, request: AddEntryRequest): ReturnType<CartState['add']> {
  return parts.queue.run(async () => {
    // Only a cart the platform told this tab can say whether a lost add landed.
    const before = parts.get().status === 'ready' ? parts.get().confirmed : undefined;
    const calls = await cartCalls(parts);
    try {
      const response = await calls.addCartEntry(request);
      confirmCart(parts, response.shoppingCart);
      return response;
    } catch (error) {
      const failure = asFailure(parts, error);
      if (!calls.isOutcomeUnknown(failure)) throw failure;
      // The answer was lost: the platform's cart says whether the add landed.
      const landed = calls.landedAdd(before, await rereadCart(parts), request);
      if (landed) return landed;
      throw failure;
    }
  });
}
