// The cart's first read (spec: only with a cart cookie or a signed-in site user). When it fails
// the shopper sees this tab's last known cart ('stale') or nothing ('error', never shown as 0),
// and the read is tried again after growing pauses, then left to tab sync.
import Cookies from 'js-cookie';
import type { Cart } from '../domain/cart-schema.ts';
import { CART_COOKIE, parseSiteUserInfo, USER_INFO_COOKIE } from '../domain/cookies.ts';
import type { PlatformError } from '../platform/platform-error.ts';
import { asFailure, type CartParts, cartCalls, confirmCart } from './cart-parts.ts';
import type { CartState } from './cart-state.ts';

/** After a failed first read, the cart is read again after these pauses (then left to tab sync). */
const CART_LOAD_RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export interface CartLoadOptions {
  /** This tab's last known cart (the tab-sync copy), shown when the first read fails. */
  readonly lastKnown?: () => Cart | undefined | Promise<Cart | undefined>;
  /** Pauses before each new read after a failed first read (tests shorten them). */
  readonly loadRetryMs?: readonly number[];
}

/** The spec: load the cart only when a cart cookie exists or a site user is signed in. */
export function shouldLoadCart(cookies: { get(name: string): string | undefined } = Cookies): boolean {
  return Boolean(cookies.get(CART_COOKIE)) || parseSiteUserInfo(cookies.get(USER_INFO_COOKIE)).authenticated;
}

/** The `load` command: the first read, and its retries while it keeps failing. */
export function cartLoadCommand(parts: CartParts, options: CartLoadOptions): CartState['load'] {
  const { set, get, queue } = parts;
  let retries = 0;
  const read = async () => {
    try {
      confirmCart(parts, await (await cartCalls(parts)).fetchCart());
    } catch (error) {
      await failed(asFailure(parts, error));
    }
  };
  /** Shows the last known cart if there is one, and tries again later. */
  const failed = async (error: PlatformError) => {
    const copy = get().status === 'stale' ? get().confirmed : await options.lastKnown?.();
    if (copy) confirmCart(parts, copy, 'tab', error);
    else set({ status: 'error', error });
    const pause = (options.loadRetryMs ?? CART_LOAD_RETRY_MS)[retries++];
    if (pause !== undefined) setTimeout(() => void retry(), pause);
  };
  const retry = () =>
    queue.run(async () => {
      const { status } = get();
      if (status !== 'stale' && status !== 'error') return; // something else read it since
      await read();
    });
  return () =>
    queue.run(async () => {
      if (!shouldLoadCart()) {
        set({ status: 'ready' });
        return;
      }
      set({ status: 'loading' });
      await read();
    });
}
