// The cart store's shape, on its own so the commands beside the store (cart-load, cart-add,
// cart-entry-changes, cart-parts) can name it without importing the store that composes them.
import type { StoreApi } from 'zustand/vanilla';
import type { Cart } from '../domain/cart-schema.ts';
import type { AddEntryRequest, AddEntryResponse } from '../platform/cart-api.ts';
import type { PlatformError } from '../platform/platform-error.ts';

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
  whenAnswered(): Promise<void>;
  /** Takes a cart another tab of the same site received from the platform. */
  receive(cart: Cart): void;
}

export type CartStore = StoreApi<CartState>;
