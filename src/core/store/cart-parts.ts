// What every cart command shares: one store's own parts (its state, its serial queue, its words,
// its http client) and the ways the platform's word reaches the state. Like zustand handing
// `set`/`get` to a store's slices, each command (cart-*.ts) is written against the parts, not the
// store; the ways are plain functions of the parts, so every command reaches them alike.
import type { StoreApi } from 'zustand/vanilla';
import { lazy } from '../base/lazy.ts';
import { withQuantities } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { type HttpLoader, loadChunk } from '../platform/lazy-http.ts';
import { PlatformError } from '../platform/platform-error.ts';
import type { Strings } from '../words/strings.ts';
import type { CartCalls } from './cart-calls.ts';
import type { CartState } from './cart-state.ts';
import type { SerialQueue } from './serial-queue.ts';

export interface CartParts {
  readonly set: StoreApi<CartState>['setState'];
  readonly get: () => CartState;
  /** Every platform call runs through it: at most one at a time (the spec). */
  readonly queue: SerialQueue;
  readonly strings: Strings;
  readonly loadHttp: HttpLoader;
}

/** The cart's platform calls, a chunk of their own (preloaded on the intent to add). */
export const cartCallsChunk = lazy(() => import('./cart-calls.ts'), 'cart-calls');

/** The platform calls; a chunk that cannot load rejects with PlatformError('network'). */
export async function cartCalls(parts: CartParts): Promise<CartCalls> {
  const [http, chunk] = await Promise.all([parts.loadHttp(), loadChunk(cartCallsChunk, parts.strings)]);
  return chunk.bindCartCalls(http, parts.strings);
}

/**
 * A call's failure was mapped where the call was made; anything else is a fault of ours, in the
 * words failureWords' cart context gives one (its `unexpected`). Not through failureWords itself:
 * this sits in every page's first script, which failureWords would grow by 403 bytes gzip.
 */
export function asFailure(parts: CartParts, error: unknown): PlatformError {
  return error instanceof PlatformError
    ? error
    : new PlatformError('invalid-response', parts.strings.tryAgain);
}

/**
 * The platform's (or another tab's) cart becomes the truth; pending changes stay on top. With a
 * read's failure, it is this tab's last known copy standing in for the platform's: 'stale'.
 */
export function confirmCart(
  parts: CartParts,
  confirmed: Cart,
  source: 'platform' | 'tab' = 'platform',
  failure?: PlatformError,
) {
  parts.set((state) => ({
    confirmed,
    source,
    cart: withQuantities(confirmed, state.pendingQuantities),
    status: failure ? 'stale' : 'ready',
    error: failure,
  }));
}

export function setPendingQuantities(parts: CartParts, pendingQuantities: Readonly<Record<string, number>>) {
  parts.set((state) => ({ pendingQuantities, cart: withQuantities(state.confirmed, pendingQuantities) }));
}

/** Re-reads the cart inside the running task (with the read's retries); never throws. */
export async function rereadCart(parts: CartParts): Promise<Cart | undefined> {
  try {
    const cart = await (await cartCalls(parts)).fetchCart();
    confirmCart(parts, cart);
    return cart;
  } catch (error) {
    parts.set({ error: asFailure(parts, error) });
    return undefined;
  }
}

/**
 * Runs one write. When its answer is lost (outcome unknown) the cart is read again, never the
 * write re-sent: a write the cart read again holds is applied (`landed` gives its answer from
 * that cart), so the shopper sees it applied; otherwise the failure is passed on.
 */
export async function writeCart<T>(
  parts: CartParts,
  send: (calls: CartCalls) => Promise<T>,
  landed: (calls: CartCalls, after: Cart) => T | undefined,
): Promise<T> {
  // A chunk that cannot load has sent nothing: its failure is passed on without a re-read.
  const calls = await cartCalls(parts);
  try {
    return await send(calls);
  } catch (error) {
    const failure = asFailure(parts, error);
    if (!calls.isOutcomeUnknown(failure)) throw failure;
    const after = await rereadCart(parts);
    const answer = after ? landed(calls, after) : undefined;
    calls.reportLostWrite(after !== undefined, answer !== undefined, failure);
    if (answer !== undefined) return answer;
    throw failure;
  }
}
