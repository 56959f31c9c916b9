// Reading a cart call's outcome when its answer was lost. Only a call that was made can have an
// unknown outcome, so these rules load with the calls (cart-calls.ts), not with the page.
import { quantityInCart } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { AddEntryRequest, AddEntryResponse } from '../platform/cart-api.ts';

/** The entry an add put in the cart, judged by the cart before and after it; undefined if none. */
export function landedEntry(before: Cart, after: Cart, request: AddEntryRequest) {
  const added =
    quantityInCart(after, request.itemId, request.sku) - quantityInCart(before, request.itemId, request.sku);
  if (added < request.quantity) return undefined;
  return after.entries.find(
    (entry) => entry.itemId === request.itemId && entry.chosenVariant?.sku === request.sku,
  );
}

/**
 * A lost add's answer, rebuilt from the carts before and after it: undefined unless both are
 * the platform's and the add landed.
 */
export function landedAdd(
  before: Cart | undefined,
  after: Cart | undefined,
  request: AddEntryRequest,
): AddEntryResponse | undefined {
  const landed = before && after ? landedEntry(before, after, request) : undefined;
  return after && landed ? { shoppingCart: after, newlyAdded: landed } : undefined;
}
