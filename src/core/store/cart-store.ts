// The page's one cart, shared by every island. Platform calls go through a serial queue so two
// quick changes can never race (the spec: cart calls run at most one at a time). After a write
// whose outcome is unknown (the answer was lost, timed out or was a 5xx) the cart is re-read,
// never re-sent, so the pill follows what the platform actually holds.
// This file is the store's shape and its composition: the commands live by job beside it
// (cart-load, cart-add, cart-entry-changes), written against the parts (cart-parts.ts) they share.
import { createStore } from 'zustand/vanilla';
import { EMPTY_CART } from '../domain/cart.ts';
import type { HttpLoader } from '../platform/lazy-http.ts';
import type { Strings } from '../words/strings.ts';
import { addToCart } from './cart-add.ts';
import { cartEntryCommands, type EntryChangeOptions } from './cart-entry-changes.ts';
import { type CartLoadOptions, cartLoadCommand } from './cart-load.ts';
import { type CartParts, confirmCart, rereadCart } from './cart-parts.ts';
import type { CartState, CartStore } from './cart-state.ts';
import { coalesceLatest } from './coalesce-latest.ts';
import { createSerialQueue } from './serial-queue.ts';

export { shouldLoadCart } from './cart-load.ts';

export type { CartState, CartStore, EntryFields } from './cart-state.ts';

type CartStoreOptions = EntryChangeOptions & CartLoadOptions;

/** The store composes its commands (cart-*.ts), each written against the shared parts. */
export function createCartStore(
  loadHttp: HttpLoader,
  strings: Strings,
  options: CartStoreOptions = {},
): CartStore {
  const queue = createSerialQueue();
  return createStore<CartState>()((set, get) => {
    const parts: CartParts = { set, get, queue, strings, loadHttp };
    // One re-read waiting at a time: a burst of reasons to re-read costs one GET.
    const refreshes = coalesceLatest<'cart', undefined, void>(async () => void (await rereadCart(parts)), {
      enqueue: queue.run,
    });
    return {
      cart: EMPTY_CART,
      confirmed: EMPTY_CART,
      source: 'platform',
      pendingQuantities: {},
      removing: {},
      status: 'idle',
      error: undefined,
      load: cartLoadCommand(parts, options),
      refresh: () => refreshes.push('cart', undefined),
      add: (request) => addToCart(parts, request),
      ...cartEntryCommands(parts, options),
      receive: (cart) => {
        // A change of this tab is on its way: its answer could be older or newer than the other
        // tab's, so read the platform once it is done instead of guessing.
        if (queue.pending > 0) void get().refresh();
        else confirmCart(parts, cart, 'tab');
      },
    };
  });
}
