// Keeps every tab of one site on the same cart. When a tab hears the platform's cart (its own
// add, change, removal or re-read) it tells the site's other tabs over a BroadcastChannel named
// per website id (a `storage` event where BroadcastChannel is missing); a tab shown again after
// a long time hidden re-reads the cart once. Only the cart's totals and entries cross: never
// its token, never anything else of the page. Each message says when its cart came from the
// platform: messages can arrive late (a busy tab, a slow channel), and a tab that already holds a
// newer answer keeps it instead of going back to an older cart. Framework-free; the browser entry wires it.

import { own, setOwn } from '../base/own.ts';
import { CART_REREAD_AFTER_HIDDEN_MS } from '../domain/cart-rules.ts';
import { type Cart, type CartEntry, CartEntrySchema, CartSchema } from '../domain/cart-schema.ts';
import { defaultSessionStorage } from './cart-last-known.ts';
import { type CartStore, shouldLoadCart } from './cart-store.ts';
import {
  CART_LAST_KNOWN_PREFIX,
  CART_SYNC_CHANNEL_PREFIX,
  CART_SYNC_STORAGE_PREFIX,
} from './cart-sync-names.ts';

export { readLastKnownCart } from './cart-last-known.ts';
export {
  CART_LAST_KNOWN_PREFIX,
  CART_SYNC_CHANNEL_PREFIX,
  CART_SYNC_STORAGE_PREFIX,
} from './cart-sync-names.ts';

// 2: messages carry `at` (version 1 had no time; such a tab and this one do not sync).
const MESSAGE_VERSION = 2;

/** The part of a BroadcastChannel this module uses (tests pass their own). */
export interface SyncChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

interface CartSyncOptions {
  readonly websiteId: string;
  /** Opens the site's channel; undefined when BroadcastChannel is missing (storage fallback). */
  readonly openChannel?: (name: string) => SyncChannel | undefined;
  /** Fallback transport: written and removed at once, so nothing of the cart stays in it. */
  readonly storage?: Pick<Storage, 'setItem' | 'removeItem'> | undefined;
  /** Where `storage` and nothing else is listened for (the window). */
  readonly storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  readonly document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Where the last known cart is kept (sessionStorage by default). */
  readonly lastKnownStorage?: Pick<Storage, 'setItem'> | undefined;
  readonly now?: () => number;
  /** Tells the other tabs the store's cart at once (a cart confirmed before the sync connected). */
  readonly announce?: boolean;
}

interface CartSyncMessage {
  readonly v: number;
  readonly tab: string;
  readonly websiteId: string;
  /** When the sending tab heard this cart from the platform (ms since the epoch). */
  readonly at: number;
  readonly cart: Cart;
}

/** A cart another tab heard from the platform, and when. */
interface SyncedCart {
  readonly cart: Cart;
  readonly at: number;
}

/** Every field of an entry the cart schema knows, read from the schema so none is forgotten. */
const ENTRY_FIELDS = Object.keys(CartEntrySchema.shape).filter((key) => key !== 'chosenVariant');

function entryFields(entry: CartEntry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ENTRY_FIELDS) {
    if (own(entry, key) !== undefined) setOwn(out, key, own(entry, key));
  }
  return out;
}

/** Only totals and entries (each entry's own fields) of a cart: what other tabs may see. */
function syncedCart(cart: Cart): Cart {
  return {
    entries: cart.entries.map((entry) => ({
      ...(entryFields(entry) as Pick<CartEntry, 'id' | 'itemId' | 'quantity'>),
      ...(entry.chosenVariant
        ? {
            chosenVariant: {
              ...(entry.chosenVariant.sku !== undefined ? { sku: entry.chosenVariant.sku } : {}),
              ...(entry.chosenVariant.attributes
                ? { attributes: { ...entry.chosenVariant.attributes } }
                : {}),
            },
          }
        : {}),
    })),
    ...(cart.setAside ? { setAside: cart.setAside.map((entry) => ({ ...entry })) } : {}),
    totalQuantity: cart.totalQuantity,
    subtotalCents: cart.subtotalCents,
    ...(cart.grandTotalCents !== undefined ? { grandTotalCents: cart.grandTotalCents } : {}),
    // The cart page's other totals (amounts only: coupon codes and rule names stay with the tab
    // that read them until this one re-reads the cart).
    ...(cart.discountCents !== undefined ? { discountCents: cart.discountCents } : {}),
    ...(cart.taxCents !== undefined ? { taxCents: cart.taxCents } : {}),
    ...(cart.shippingCostCents !== undefined ? { shippingCostCents: cart.shippingCostCents } : {}),
    ...(cart.subtotal
      ? {
          subtotal: {
            ...(cart.subtotal.value !== undefined ? { value: cart.subtotal.value } : {}),
            ...(cart.subtotal.currency !== undefined ? { currency: cart.subtotal.currency } : {}),
          },
        }
      : {}),
  };
}

/** The cart in a message from another tab of this site, or undefined for anything else. */
export function readSyncMessage(data: unknown, websiteId: string, ownTab: string): SyncedCart | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<CartSyncMessage>;
  if (message.v !== MESSAGE_VERSION || message.websiteId !== websiteId || message.tab === ownTab)
    return undefined;
  if (typeof message.at !== 'number' || !Number.isFinite(message.at)) return undefined;
  const parsed = CartSchema.safeParse(message.cart);
  return parsed.success ? { cart: syncedCart(parsed.data), at: message.at } : undefined;
}

/** Where this tab keeps its last known cart; undefined where storage is blocked. */
function keepLastKnownCart(
  websiteId: string,
  cart: Cart,
  storage: Pick<Storage, 'setItem'> | undefined,
): void {
  try {
    storage?.setItem(`${CART_LAST_KNOWN_PREFIX}${websiteId}`, JSON.stringify(syncedCart(cart)));
  } catch {
    // Storage full or blocked: a failed read then shows the cart as unknown, never as empty.
  }
}

function defaultChannel(name: string): SyncChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;
}

function defaultStorage(): Pick<Storage, 'setItem' | 'removeItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (cookies off)
  }
}

/** A tab shown again after CART_REREAD_AFTER_HIDDEN_MS re-reads the cart; returns the undo. */
function rereadWhenShownAgain(
  store: CartStore,
  doc: NonNullable<CartSyncOptions['document']>,
  now: () => number,
): () => void {
  let hiddenAt: number | undefined = doc.visibilityState === 'hidden' ? now() : undefined;
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      hiddenAt ??= now();
      return;
    }
    const hiddenFor = hiddenAt === undefined ? 0 : now() - hiddenAt;
    hiddenAt = undefined;
    if (hiddenFor >= CART_REREAD_AFTER_HIDDEN_MS && shouldLoadCart()) void store.getState().refresh();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}

/** Connects the store to the site's other tabs; returns the function that disconnects it. */
export function connectCartSync(store: CartStore, options: CartSyncOptions): () => void {
  const { websiteId } = options;
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const now = options.now ?? (() => Date.now());
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const channel = (options.openChannel ?? defaultChannel)(`${CART_SYNC_CHANNEL_PREFIX}${websiteId}`);
  const storage = channel ? undefined : (options.storage ?? defaultStorage());
  const storageEvents = options.storageEvents ?? (typeof window === 'undefined' ? undefined : window);
  const storageKey = `${CART_SYNC_STORAGE_PREFIX}${websiteId}`;
  const cleanups: (() => void)[] = [];
  /** When the cart this tab shows came from the platform (its own answer or another tab's). */
  let heardAt = Number.NEGATIVE_INFINITY;

  const receive = (data: unknown) => {
    const synced = readSyncMessage(data, websiteId, tab);
    // An answer older than the one this tab holds arrived late: adopting it would undo a change.
    if (!synced || synced.at <= heardAt) return;
    heardAt = synced.at;
    store.getState().receive(synced.cart);
  };

  if (channel) {
    const onMessage = (event: MessageEvent) => receive(event.data);
    channel.addEventListener('message', onMessage);
    cleanups.push(() => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    });
  } else if (storage && storageEvents) {
    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent;
      if (key !== storageKey || !newValue) return;
      try {
        receive(JSON.parse(newValue));
      } catch {
        // not ours to read
      }
    };
    storageEvents.addEventListener('storage', onStorage);
    cleanups.push(() => storageEvents.removeEventListener('storage', onStorage));
  }

  const post = (cart: Cart) => {
    const message: CartSyncMessage = {
      v: MESSAGE_VERSION,
      tab,
      websiteId,
      at: heardAt,
      cart: syncedCart(cart),
    };
    try {
      if (channel) channel.postMessage(message);
      else if (storage) {
        storage.setItem(storageKey, JSON.stringify(message));
        storage.removeItem(storageKey);
      }
    } catch {
      // Another tab missing one change re-reads when it is shown again.
    }
  };
  const lastKnownStorage = options.lastKnownStorage ?? defaultSessionStorage();
  // A cart confirmed before the sync connected (it connects when the page is idle).
  if (store.getState().status === 'ready') {
    keepLastKnownCart(websiteId, store.getState().confirmed, lastKnownStorage);
    heardAt = now();
  }
  if (options.announce) post(store.getState().confirmed);
  cleanups.push(
    store.subscribe((state, previous) => {
      if (state.confirmed === previous.confirmed) return;
      keepLastKnownCart(websiteId, state.confirmed, lastKnownStorage);
      if (state.source !== 'platform') return;
      heardAt = Math.max(now(), heardAt);
      post(state.confirmed);
    }),
  );

  if (doc) cleanups.push(rereadWhenShownAgain(store, doc, now));

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
