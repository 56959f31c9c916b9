// Changes to entries already in the cart. A quantity shows at once (pending) and stepper clicks on
// one entry gather into one call; a removal goes at once and wins over any quantity change still
// waiting for its entry; custom form answers are replaced whole. All run on the cart's serial queue.

import { lazy } from '../base/lazy.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../domain/buy-flow-constants.ts';
import { CART_QUANTITY_QUIET_MS, isValidEntryQuantity } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { loadChunk } from '../platform/lazy-http.ts';
import { fillTemplate } from '../words/strings.ts';
import { type CartParts, setPendingQuantities } from './cart-parts.ts';
import type { CartState } from './cart-state.ts';
import { coalesceLatest } from './coalesce-latest.ts';
import type { Emit } from './events.ts';

export type EntryChange =
  | { readonly kind: 'quantity'; readonly quantity: number }
  | { readonly kind: 'remove' };

export interface EntryChangeOptions {
  /** How long stepper clicks on one entry gather into one call (tests pass 0). */
  readonly quantityQuietMs?: number;
  /** Where the store reports its own events (remove-from-cart), so every caller reports alike. */
  readonly emit?: Emit;
}

/** The sending part, loaded with the cart calls the first time a change is sent. */
const sending = lazy(() => import('./cart-entry-send.ts'), 'cart-entry-send');

type EntryCommands = Pick<CartState, 'updateQuantity' | 'remove' | 'updateEntryFields' | 'whenAnswered'>;

export function cartEntryCommands(parts: CartParts, options: EntryChangeOptions): EntryCommands {
  const { set, get, queue, strings } = parts;
  const removals = new Map<string, Promise<Cart>>();
  const changes = coalesceLatest<string, EntryChange, Cart>(
    (entryId, change) =>
      loadChunk(sending, parts.strings).then((module) => module.sendEntryChange(parts)(entryId, change)),
    {
      enqueue: queue.run,
      quietMs: options.quantityQuietMs ?? CART_QUANTITY_QUIET_MS,
    },
  );
  return {
    updateQuantity: (entryId, quantity) => {
      if (!isValidEntryQuantity(quantity)) {
        return Promise.reject(
          new RangeError(fillTemplate(strings.quantityOutOfRange, { min: QUANTITY_MIN, max: QUANTITY_MAX })),
        );
      }
      // An entry on its way out stays on its way out.
      const removal = removals.get(entryId);
      if (removal) return removal;
      setPendingQuantities(parts, { ...get().pendingQuantities, [entryId]: quantity });
      return changes.push(entryId, { kind: 'quantity', quantity });
    },
    remove: (entryId) => {
      const running = removals.get(entryId);
      if (running) return running;
      set((state) => ({ removing: { ...state.removing, [entryId]: true } }));
      const entry = get().cart.entries.find((candidate) => candidate.id === entryId);
      const removal = changes.push(entryId, { kind: 'remove' }, { immediate: true });
      // RemoveFromCart follows the command, so the cart page and Storefront.cart.remove report alike.
      if (entry)
        void removal.then(
          (cart) => options.emit?.('remove-from-cart', { entry, cart }),
          () => {},
        );
      removals.set(entryId, removal);
      const forget = () => removals.delete(entryId);
      removal.then(forget, forget);
      return removal;
    },
    updateEntryFields: (entryId, fields) =>
      queue.run(() =>
        loadChunk(sending, parts.strings).then((module) => module.sendEntryFields(parts, entryId, fields)),
      ),
    // Ends every quiet wait now, then waits for the queue: every change asked for is answered.
    whenAnswered: () => {
      changes.flush();
      return queue.run(async () => {});
    },
  };
}
