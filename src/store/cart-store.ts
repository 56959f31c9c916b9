// The page's one cart, shared by every island. Platform calls go through a serial queue so two
// quick changes can never race (the spec: cart calls run at most one at a time). After a write
// whose outcome is unknown (the answer was lost, timed out or was a 5xx) the cart is re-read,
// never re-sent, so the pill follows what the platform actually holds.
// This file is the store's shape and its composition: the commands live by job beside it
// (cart-load, cart-add, cart-entry-changes), written against the kit (cart-kit.ts) they share.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { EMPTY_CART } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { Strings } from '../domain/strings.ts';
import type { AddEntryRequest, AddEntryResponse } from '../platform/cart-api.ts';
import type { HttpLoader } from '../platform/lazy-http.ts';
import type { PlatformError } from '../platform/platform-error.ts';
import { addToCart } from './cart-add.ts';
import { cartEntryCommands, type EntryChangeOptions } from './cart-entry-changes.ts';
import { type CartKit, confirmCart, rereadCart } from './cart-kit.ts';
import { type CartLoadOptions, cartLoadCommand } from './cart-load.ts';
import { coalesceLatest } from './coalesce-latest.ts';
import { createSerialQueue } from './serial-queue.ts';

export { shouldLoadCart } from './cart-load.ts';

/**
 * 'stale': the platform could not be read, the cart shown is this tab's last known copy and a
 * re-read is scheduled; 'error': it could not be read and nothing is known (never shown as 0).
 */
type CartStatus = 'idle' | 'loading' | 'ready' | 'stale' | 'error';

/** Custom form answers for an entry: JSON text as the platform keeps it, or an object to encode. */
export type EntryFields = string | Readonly<Record<string, unknown>> | readonly unknown[];

export interface CartState {
  /** What shoppers see: the platform's cart with quantity changes not yet confirmed applied. */
  readonly cart: Cart;
  /** The platform's last word on the cart (from this tab's calls, or another tab's). */
  readonly confirmed: Cart;
  /** Where `confirmed` came from: this tab's own platform call, or another tab. */
  readonly source: 'platform' | 'tab';
  /** Quantities the shopper chose that the platform has not confirmed yet, by entry id. */
  readonly pendingQuantities: Readonly<Record<string, number>>;
  /** Entries whose removal is under way. */
  readonly removing: Readonly<Record<string, true>>;
  readonly status: CartStatus;
  readonly error: PlatformError | undefined;
  /** Loads the cart when the visitor has one (cart cookie) or is signed in; resolves either way. */
  load(): Promise<void>;
  /** Re-reads the cart from the platform (after another tab's change, or a long time hidden). */
  refresh(): Promise<void>;
  /** Adds an entry; rejects with a PlatformError whose message is ready for shoppers. */
  add(request: AddEntryRequest): Promise<AddEntryResponse>;
  /**
   * Sets an entry's quantity (1-9999). Shown at once; the platform call is coalesced with
   * later changes to the same entry. Rolls back and rejects with a PlatformError on failure.
   */
  updateQuantity(entryId: string, quantity: number): Promise<Cart>;
  /** Removes an entry (and drops any quantity change still waiting for it). */
  remove(entryId: string): Promise<Cart>;
  /** Replaces an entry's custom form answers; rejects with a PlatformError on failure. */
  updateEntryFields(entryId: string, fields: EntryFields): Promise<Cart>;
  /** Resolves once every change asked for so far has been answered (checkout waits for it). */
  settle(): Promise<void>;
  /** Takes a cart another tab of the same site received from the platform. */
  receive(cart: Cart): void;
}

export type CartStore = StoreApi<CartState>;

type CartStoreOptions = EntryChangeOptions & CartLoadOptions;

/** The store composes its commands (cart-*.ts), each written against the shared kit. */
export function createCartStore(
  loadHttp: HttpLoader,
  strings: Strings,
  options: CartStoreOptions = {},
): CartStore {
  const queue = createSerialQueue();
  return createStore<CartState>()((set, get) => {
    const kit: CartKit = { set, get, queue, strings, loadHttp };
    // One re-read waiting at a time: a burst of reasons to re-read costs one GET.
    const refreshes = coalesceLatest<'cart', undefined, void>(async () => void (await rereadCart(kit)), {
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
      load: cartLoadCommand(kit, options),
      refresh: () => refreshes.push('cart', undefined),
      add: (request) => addToCart(kit, request),
      ...cartEntryCommands(kit, options),
      receive: (cart) => {
        // A change of this tab is on its way: its answer could be older or newer than the other
        // tab's, so read the platform once it is done instead of guessing.
        if (queue.pending > 0) void get().refresh();
        else confirmCart(kit, cart, 'tab');
      },
    };
  });
}
