// Sending one change for an entry already in the cart, and taking the platform's answer: the
// part of the entry commands (cart-entry-changes.ts) that only runs once a change is sent, so its
// code loads with the cart calls it uses (the cart chunk) rather than in the page's first script.
import { own } from '../base/own.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { PlatformError } from '../platform/platform-error.ts';
import type { EntryChange } from './cart-entry-changes.ts';
import { type CartParts, confirmCart, setPendingQuantities, writeCart } from './cart-parts.ts';
import type { EntryFields } from './cart-state.ts';

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** Sends one change for an entry and takes the platform's answer (or rolls the entry back). */
export function sendEntryChange(parts: CartParts) {
  const { set, get } = parts;
  const dropPending = (entryId: string) =>
    setPendingQuantities(parts, without(get().pendingQuantities, entryId));
  return async (entryId: string, change: EntryChange): Promise<Cart> => {
    if (change.kind === 'remove') {
      try {
        const cart = await writeCart(
          parts,
          (calls) => calls.removeCartEntry(entryId),
          (calls, after) => (calls.entryWriteApplied(after, { kind: 'remove', entryId }) ? after : undefined),
        );
        confirmCart(parts, cart);
        return cart;
      } finally {
        set((state) => ({ removing: without(state.removing, entryId) }));
        dropPending(entryId);
      }
    }
    // Clears the pending quantity only if no newer one is waiting behind this call.
    const dropPendingUnlessNewer = () => {
      if (own(get().pendingQuantities, entryId) === change.quantity) dropPending(entryId);
    };
    try {
      const { quantity } = change;
      const cart = await writeCart(
        parts,
        (calls) => calls.updateCartEntryQuantity(entryId, quantity),
        (calls, after) =>
          calls.entryWriteApplied(after, { kind: 'quantity', entryId, quantity }) ? after : undefined,
      );
      dropPendingUnlessNewer();
      confirmCart(parts, cart);
      return cart;
    } catch (error) {
      dropPendingUnlessNewer(); // the rollback: the entry shows the platform's quantity again
      throw error;
    }
  };
}

/** Replaces an entry's custom form answers; runs on the cart's queue. */
export async function sendEntryFields(
  parts: CartParts,
  entryId: string,
  fields: EntryFields | string,
): Promise<Cart> {
  const entry = parts.get().confirmed.entries.find((candidate) => candidate.id === entryId);
  const sku = entry?.chosenVariant?.sku;
  if (!entry || sku === undefined) throw new PlatformError('http', parts.strings.unableToOpenForm, 404);
  const additionalFields = typeof fields === 'string' ? fields : JSON.stringify(fields);
  const response = await writeCart(
    parts,
    (calls) => calls.updateCartEntryFields(entryId, { itemId: entry.itemId, sku, additionalFields }),
    (calls, after) => {
      const updatedEntry = after.entries.find((candidate) => candidate.id === entryId);
      return calls.entryWriteApplied(after, { kind: 'fields', entryId, additionalFields })
        ? { shoppingCart: after, updatedEntry }
        : undefined;
    },
  );
  confirmCart(parts, response.shoppingCart);
  return response.shoppingCart;
}
