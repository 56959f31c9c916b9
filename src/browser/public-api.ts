// window.Storefront, the public API (documented in README). Calls made before the script
// loaded are queued as `window.Storefront = window.Storefront || []; Storefront.push([...])`
// and replayed here in order.

import { TRACKED_EVENT_NAMES } from '../core/analytics/tracked-events.ts';
import {
  type ConsentChoice,
  dispatchStorefrontEvent,
  onStorefrontEvent,
  openCartDrawer,
  type StorefrontEventMap,
  type StorefrontEventName,
} from '../core/contract/storefront-events.ts';
import type { Cart } from '../core/domain/cart-schema.ts';
import type { AddEntryRequest } from '../core/platform/cart-api.ts';
import type { CartStore, EntryFields } from '../core/store/cart-store.ts';
import type { PurchaseCommands } from '../core/store/purchase.ts';
import type { StorefrontDebugReport } from './debug.ts';
import { logError, logWarning } from './log.ts';

export interface StorefrontApi {
  /** The running release (`"0.1.0"`). */
  readonly version: string;
  /** Mounts every island inside `root` (default: the whole document) right away. */
  mount(root?: ParentNode): void;
  /** Unmounts every island inside `root` (default: the whole document). */
  unmount(root?: ParentNode): void;
  readonly cart: {
    /** The cart as the storefront holds it now (`{ entries, totalQuantity, subtotalCents, … }`). */
    get(): Cart;
    /** Calls `listener(cart)` on every change of the cart; returns the unsubscribe function. */
    subscribe(listener: (cart: Cart) => void): () => void;
    /** Adds an entry (`{ itemId, sku, quantity }`); resolves with the cart, rejects with the shopper message. */
    add(request: AddEntryRequest): Promise<Cart>;
    /** Sets an entry's quantity (1-9999); rejects with the shopper message. */
    update(entryId: string, quantity: number): Promise<Cart>;
    /** Removes an entry; rejects with the shopper message. */
    remove(entryId: string): Promise<Cart>;
    /** Replaces an entry's custom form answers (JSON text or an object); rejects with the shopper message. */
    updateFields(entryId: string, fields: EntryFields): Promise<Cart>;
    /** Opens the page's cart drawer (a `cart-drawer` island); false when the page has none (yet). */
    open(): boolean;
  };
  /** Listens to `storefront:<event>`; an unknown name warns and lists the known ones. */
  on<K extends StorefrontEventName>(event: K, handler: (detail: StorefrontEventMap[K]) => void): () => void;
  /**
   * Prints (console.info) and returns what the runtime found: each island's state, the page
   * context as read, the analytics switch, the language and the failed platform calls. Its code
   * loads on first call. `?storefront-debug` in the page URL prints it once the page has loaded.
   */
  debug(): Promise<StorefrontDebugReport>;
  /**
   * The visitor's consent (issue 36), for a page whose context turns the cookie banner on: until
   * analytics is granted, visitor analytics waits in memory and nothing is stored. true grants,
   * false refuses, a missing field leaves that choice as it was. Applied by the analytics chunk.
   */
  consent(choice: ConsentChoice): void;
  /** Same as calling the method: keeps the pre-load queue syntax working after load. */
  push(call: readonly unknown[]): void;
}

/** Every event name: the tracked ones (in the bundle already) and the rest. */
const EVENT_NAMES = [
  'ready',
  'cart-change',
  'add-to-cart',
  'variant-change',
  ...TRACKED_EVENT_NAMES,
] as const;
// Does not compile when StorefrontEventMap gains an event the list above lacks.
type Unlisted = Exclude<StorefrontEventName, (typeof EVENT_NAMES)[number]>;
// The leading underscore: a compile-time check, read by no code.
const _EVERY_EVENT_LISTED: [Unlisted] extends [never] ? true : never = true;

type QueuedCall = readonly unknown[];

export function createPublicApi(
  version: string,
  cart: CartStore,
  purchase: Pick<PurchaseCommands, 'addEntry'>,
  islands: { mountAll(root: ParentNode): void; unmountAll(root: ParentNode): void },
  debug: () => Promise<StorefrontDebugReport>,
): StorefrontApi {
  const api: StorefrontApi = {
    version,
    mount: (root = document) => islands.mountAll(root),
    unmount: (root = document) => islands.unmountAll(root),
    cart: {
      get: () => cart.getState().cart,
      subscribe: (listener) =>
        cart.subscribe((state, previous) => {
          if (state.cart !== previous.cart) listener(state.cart);
        }),
      add: (request) => purchase.addEntry(request),
      update: (entryId, quantity) => cart.getState().updateQuantity(entryId, quantity),
      remove: (entryId) => cart.getState().remove(entryId),
      updateFields: (entryId, fields) => cart.getState().updateEntryFields(entryId, fields),
      open: openCartDrawer,
    },
    on: (event, handler) => {
      if (!(EVENT_NAMES as readonly string[]).includes(event)) {
        logWarning(
          `Storefront.on(${JSON.stringify(event)}): no such event, so the handler never runs. Events: ${EVENT_NAMES.join(', ')}.`,
        );
      }
      return onStorefrontEvent(event, handler);
    },
    debug,
    consent: (choice) => dispatchStorefrontEvent('consent', choice),
    push: (call) => runQueuedCall(api, call),
  };
  return api;
}

/** Runs one queued call like ['on', 'add-to-cart', fn]; a bad entry is reported, not thrown. */
export function runQueuedCall(api: StorefrontApi, call: QueuedCall): void {
  const [method, ...args] = Array.isArray(call) ? call : [];
  const target = typeof method === 'string' && method !== 'push' ? Reflect.get(api, method) : undefined;
  if (typeof target !== 'function') {
    logError(
      undefined,
      `window.Storefront queue: unknown call ${JSON.stringify(method)}; expected mount, unmount, on, debug or consent.`,
    );
    return;
  }
  // The executor runs now, so calls keep their order; a throw and a rejection land in the same catch.
  new Promise((resolve) => resolve(Reflect.apply(target, api, args))).catch((error: unknown) =>
    logError(undefined, `window.Storefront.${method} failed`, error),
  );
}
