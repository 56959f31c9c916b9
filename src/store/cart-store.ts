// The page's one cart, shared by every island. Platform calls go through a serial queue so two
// quick changes can never race (the spec: cart calls run at most one at a time). After a write
// whose outcome is unknown (the answer was lost, timed out or was a 5xx) the cart is re-read,
// never re-sent, so the pill follows what the platform actually holds.
import Cookies from 'js-cookie';
import type { KyInstance } from 'ky';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { QUANTITY_MAX, QUANTITY_MIN } from '../domain/buy-flow-constants.ts';
import {
  CART_QUANTITY_SETTLE_MS,
  EMPTY_CART,
  isValidEntryQuantity,
  quantityInCart,
  withQuantities,
} from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { CART_COOKIE, parseSiteUserInfo, USER_INFO_COOKIE } from '../domain/cookies.ts';
import { own } from '../domain/own.ts';
import { fillTemplate, type Strings } from '../domain/strings.ts';
import type { AddEntryRequest, AddEntryResponse } from '../platform/cart-api.ts';
import { type HttpLoader, loadChunk } from '../platform/lazy-http.ts';
import { isOutcomeUnknown } from '../platform/outcome.ts';
import { PlatformError } from '../platform/platform-error.ts';
import { coalesceLatest } from './coalesce-latest.ts';
import type { Emit } from './events.ts';
import { createSerialQueue } from './serial-queue.ts';

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

type EntryChange = { readonly kind: 'quantity'; readonly quantity: number } | { readonly kind: 'remove' };

/** The spec: load the cart only when a cart cookie exists or a site user is signed in. */
export function shouldLoadCart(cookies: { get(name: string): string | undefined } = Cookies): boolean {
  return Boolean(cookies.get(CART_COOKIE)) || parseSiteUserInfo(cookies.get(USER_INFO_COOKIE)).authenticated;
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

interface CartStoreOptions {
  /** How long stepper clicks on one entry settle into one call (tests pass 0). */
  readonly quantitySettleMs?: number;
  /** Where the store reports its own events (remove-from-cart), so every caller reports alike. */
  readonly emit?: Emit;
  /** This tab's last known cart (the tab-sync copy), shown when the first read fails. */
  readonly lastKnown?: () => Cart | undefined | Promise<Cart | undefined>;
  /** Pauses before each new read after a failed first read (tests shorten them). */
  readonly loadRetryMs?: readonly number[];
}

/** After a failed first read, the cart is read again after these pauses (then left to tab sync). */
const CART_LOAD_RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** The entry an add put in the cart, judged by the cart before and after it; undefined if none. */
function landedEntry(before: Cart, after: Cart, request: AddEntryRequest) {
  const added =
    quantityInCart(after, request.itemId, request.sku) - quantityInCart(before, request.itemId, request.sku);
  if (added < request.quantity) return undefined;
  return after.entries.find(
    (entry) => entry.itemId === request.itemId && entry.chosenVariant?.sku === request.sku,
  );
}

/** The cart's platform half, loaded with its first call: the client and the calls. */
interface CartPlatform {
  readonly http: KyInstance;
  readonly calls: typeof import('./cart-calls.ts');
}

export function createCartStore(
  loadHttp: HttpLoader,
  strings: Strings,
  options: CartStoreOptions = {},
): CartStore {
  const queue = createSerialQueue();
  const removals = new Map<string, Promise<Cart>>();
  // A chunk that cannot load rejects with PlatformError('network'): nothing was sent.
  const platform = async (): Promise<CartPlatform> => {
    const [http, calls] = await Promise.all([
      loadHttp(),
      loadChunk(() => import('./cart-calls.ts'), 'the cart calls', strings),
    ]);
    return { http, calls };
  };
  /** A call's failure was mapped where the call was made; anything else is a fault of ours. */
  const asFailure = (error: unknown): PlatformError =>
    error instanceof PlatformError ? error : new PlatformError('invalid-response', strings.tryAgain);

  const store = createStore<CartState>()((set, get) => {
    /** The platform's (or another tab's) cart becomes the truth; pending changes stay on top. */
    const confirm = (confirmed: Cart, source: 'platform' | 'tab' = 'platform') =>
      set((state) => ({
        confirmed,
        source,
        cart: withQuantities(confirmed, state.pendingQuantities),
        status: 'ready',
        error: undefined,
      }));

    const setPending = (pendingQuantities: Readonly<Record<string, number>>) =>
      set((state) => ({ pendingQuantities, cart: withQuantities(state.confirmed, pendingQuantities) }));

    /** Re-reads the cart inside the running task (with the read's retries); never throws. */
    const reread = async (): Promise<Cart | undefined> => {
      try {
        const { http, calls } = await platform();
        const cart = await calls.fetchCart(http, strings);
        confirm(cart);
        return cart;
      } catch (error) {
        set({ error: asFailure(error) });
        return undefined;
      }
    };

    /** The first read failed: show the last known cart if there is one, and try again later. */
    let loadRetries = 0;
    const loadFailed = async (error: PlatformError) => {
      const copy = get().status === 'stale' ? get().confirmed : await options.lastKnown?.();
      if (copy) {
        set((state) => ({
          confirmed: copy,
          source: 'tab' as const,
          cart: withQuantities(copy, state.pendingQuantities),
          status: 'stale',
          error,
        }));
      } else set({ status: 'error', error });
      const pause = (options.loadRetryMs ?? CART_LOAD_RETRY_MS)[loadRetries++];
      if (pause !== undefined) setTimeout(() => void retryLoad(), pause);
    };
    const retryLoad = () =>
      queue.run(async () => {
        const { status } = get();
        if (status !== 'stale' && status !== 'error') return; // something else read it since
        try {
          const { http, calls } = await platform();
          confirm(await calls.fetchCart(http, strings));
        } catch (error) {
          await loadFailed(asFailure(error));
        }
      });

    /** Runs one write; a failure whose outcome is unknown re-reads before it is passed on. */
    const write = async <T>(send: (platform: CartPlatform) => Promise<T>): Promise<T> => {
      // A chunk that cannot load has sent nothing: its failure is passed on without a re-read.
      const loaded = await platform();
      try {
        return await send(loaded);
      } catch (error) {
        const failure = asFailure(error);
        if (isOutcomeUnknown(failure)) await reread();
        throw failure;
      }
    };

    const changes = coalesceLatest<string, EntryChange, Cart>(
      async (entryId, change) => {
        if (change.kind === 'remove') {
          try {
            const cart = await write(({ http, calls }) => calls.removeCartEntry(http, entryId, strings));
            confirm(cart);
            return cart;
          } finally {
            set((state) => ({ removing: without(state.removing, entryId) }));
            setPending(without(get().pendingQuantities, entryId));
          }
        }
        // Clears the pending quantity only if no newer one is waiting behind this call.
        const settle = () => {
          if (own(get().pendingQuantities, entryId) === change.quantity)
            setPending(without(get().pendingQuantities, entryId));
        };
        try {
          const cart = await write(({ http, calls }) =>
            calls.updateCartEntryQuantity(http, entryId, change.quantity, strings),
          );
          settle();
          confirm(cart);
          return cart;
        } catch (error) {
          settle(); // the rollback: the entry shows the platform's quantity again
          throw error;
        }
      },
      { enqueue: (task) => queue.run(task), settleMs: options.quantitySettleMs ?? CART_QUANTITY_SETTLE_MS },
    );

    const refreshes = coalesceLatest<'cart', undefined, void>(async () => void (await reread()), {
      enqueue: (task) => queue.run(task),
    });

    return {
      cart: EMPTY_CART,
      confirmed: EMPTY_CART,
      source: 'platform',
      pendingQuantities: {},
      removing: {},
      status: 'idle',
      error: undefined,
      load: () =>
        queue.run(async () => {
          if (!shouldLoadCart()) {
            set({ status: 'ready' });
            return;
          }
          set({ status: 'loading' });
          try {
            const { http, calls } = await platform();
            confirm(await calls.fetchCart(http, strings));
          } catch (error) {
            await loadFailed(asFailure(error));
          }
        }),
      // One re-read waiting at a time: a burst of reasons to re-read costs one GET.
      refresh: () => refreshes.push('cart', undefined),
      add: (request) =>
        queue.run(async () => {
          // Only a cart the platform told this tab can say whether a lost add landed.
          const before = get().status === 'ready' ? get().confirmed : undefined;
          const { http, calls } = await platform();
          try {
            const response = await calls.addCartEntry(http, request, strings);
            confirm(response.shoppingCart);
            return response;
          } catch (error) {
            const failure = asFailure(error);
            if (!isOutcomeUnknown(failure)) throw failure;
            // The answer was lost: the platform's cart says whether the add landed.
            const after = await reread();
            const landed = before && after ? landedEntry(before, after, request) : undefined;
            if (after && landed) return { shoppingCart: after, newlyAdded: landed };
            throw failure;
          }
        }),
      updateQuantity: (entryId, quantity) => {
        if (!isValidEntryQuantity(quantity)) {
          return Promise.reject(
            new RangeError(
              fillTemplate(strings.quantityOutOfRange, { min: QUANTITY_MIN, max: QUANTITY_MAX }),
            ),
          );
        }
        // An entry on its way out stays on its way out.
        const removal = removals.get(entryId);
        if (removal) return removal;
        setPending({ ...get().pendingQuantities, [entryId]: quantity });
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
        queue.run(async () => {
          const entry = get().confirmed.entries.find((candidate) => candidate.id === entryId);
          const sku = entry?.chosenVariant?.sku;
          if (!entry || sku === undefined) throw new PlatformError('http', strings.unableToOpenForm, 404);
          const additionalFields = typeof fields === 'string' ? fields : JSON.stringify(fields);
          const response = await write(({ http, calls }) =>
            calls.updateCartEntryFields(
              http,
              entryId,
              { itemId: entry.itemId, sku, additionalFields },
              strings,
            ),
          );
          confirm(response.shoppingCart);
          return response.shoppingCart;
        }),
      settle: () => {
        changes.flush();
        return queue.run(async () => {});
      },
      receive: (cart) => {
        // A change of this tab is on its way: its answer could be older or newer than the other
        // tab's, so read the platform once it is done instead of guessing.
        if (queue.pending > 0) void get().refresh();
        else confirm(cart, 'tab');
      },
    };
  });
  return store;
}
