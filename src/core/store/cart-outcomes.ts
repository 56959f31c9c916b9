// Reading a cart call's outcome when its answer was lost. Only a call that was made can have an
// unknown outcome, so these rules load with the calls (cart-calls.ts), not with the page.
import { quantityInCart } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { failureWords } from '../domain/failure-words.ts';
import type { AddEntryRequest, AddEntryResponse } from '../platform/cart-api.ts';
import type { PlatformError } from '../platform/platform-error.ts';

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

/** What a lost write asked of one entry, to judge whether the cart read again holds it. */
type EntryWrite =
  | { readonly kind: 'quantity'; readonly entryId: string; readonly quantity: number }
  | { readonly kind: 'remove'; readonly entryId: string }
  | { readonly kind: 'fields'; readonly entryId: string; readonly additionalFields: string };

/** True when the cart read again after a lost entry change holds that change. */
export function entryWriteApplied(after: Cart, write: EntryWrite): boolean {
  const entry = after.entries.find((candidate) => candidate.id === write.entryId);
  switch (write.kind) {
    case 'quantity':
      return entry?.quantity === write.quantity;
    case 'remove':
      return !entry && !after.setAside?.some((aside) => aside.id === write.entryId);
    case 'fields':
      return entry?.additionalFields === write.additionalFields;
  }
}

/**
 * The site owner's second line about a write whose answer was lost (the first, from the failure
 * mapping, says the cart is read again): what the cart read again showed, and so what the
 * shopper sees. `shown`: the shopper's words when it was not applied.
 */
export function reportLostWrite(read: boolean, applied: boolean, failure: PlatformError): void {
  if (applied) {
    console.info(
      '[Storefront] the cart read again holds the change whose outcome was unknown; the shopper sees it applied',
    );
    return;
  }
  const shown = failureWords(failure, { doing: 'cart', unexpected: failure.message });
  const found = read
    ? 'the cart read again does not hold the change whose outcome was unknown'
    : 'the cart could not be read again after a change whose outcome was unknown';
  console.warn(`[Storefront] ${found}; the shopper is shown "${shown}"`);
}
