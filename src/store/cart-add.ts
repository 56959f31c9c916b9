// The `add` command. When the add's answer is lost, the platform's cart is read again and says
// whether the add landed: a landed add is a success, never sent twice.
import { quantityInCart } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { isOutcomeUnknown } from '../platform/outcome.ts';
import { asFailure, type CartKit, cartCalls, confirmCart, rereadCart } from './cart-kit.ts';
import type { CartState } from './cart-store.ts';

/** The entry an add put in the cart, judged by the cart before and after it; undefined if none. */
export function landedEntry(before: Cart, after: Cart, request: AddEntryRequest) {
  const added =
    quantityInCart(after, request.itemId, request.sku) - quantityInCart(before, request.itemId, request.sku);
  if (added < request.quantity) return undefined;
  return after.entries.find(
    (entry) => entry.itemId === request.itemId && entry.chosenVariant?.sku === request.sku,
  );
}

export function addToCart(kit: CartKit, request: AddEntryRequest): ReturnType<CartState['add']> {
  const { get, queue } = kit;
  return queue.run(async () => {
    // Only a cart the platform told this tab can say whether a lost add landed.
    const before = get().status === 'ready' ? get().confirmed : undefined;
    const { addCartEntry } = await cartCalls(kit);
    try {
      const response = await addCartEntry(request);
      confirmCart(kit, response.shoppingCart);
      return response;
    } catch (error) {
      const failure = asFailure(kit, error);
      if (!isOutcomeUnknown(failure)) throw failure;
      // The answer was lost: the platform's cart says whether the add landed.
      const after = await rereadCart(kit);
      const landed = before && after ? landedEntry(before, after, request) : undefined;
      if (after && landed) return { shoppingCart: after, newlyAdded: landed };
      throw failure;
    }
  });
}
