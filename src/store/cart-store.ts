// The page's one cart, shared by every island. Platform calls go through a serial queue so two
// quick adds can never race (the spec: cart calls run at most one at a time).
import Cookies from 'js-cookie';
import type { KyInstance } from 'ky';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Cart, EMPTY_CART } from '../domain/cart-schema.ts';
import { CART_COOKIE, parseSiteUserInfo, USER_INFO_COOKIE } from '../domain/cookies.ts';
import type { Strings } from '../domain/strings.ts';
import {
  type AddEntryRequest,
  type AddEntryResponse,
  addCartEntry,
  fetchCart,
  type PlatformError,
  toPlatformError,
} from '../platform/index.ts';
import { createSerialQueue } from './serial-queue.ts';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartState {
  readonly cart: Cart;
  readonly status: CartStatus;
  readonly error: PlatformError | undefined;
  /** Loads the cart when the visitor has one (cart cookie) or is signed in; resolves either way. */
  load(): Promise<void>;
  /** Adds an entry; rejects with a PlatformError whose message is ready for shoppers. */
  add(request: AddEntryRequest): Promise<AddEntryResponse>;
}

export type CartStore = StoreApi<CartState>;

/** The spec: load the cart only when a cart cookie exists or a site user is signed in. */
export function shouldLoadCart(cookies: { get(name: string): string | undefined } = Cookies): boolean {
  return Boolean(cookies.get(CART_COOKIE)) || parseSiteUserInfo(cookies.get(USER_INFO_COOKIE)).authenticated;
}

export function createCartStore(http: KyInstance, strings: Strings): CartStore {
  const queue = createSerialQueue();
  return createStore<CartState>()((set) => ({
    cart: EMPTY_CART,
    status: 'idle',
    error: undefined,
    load: () =>
      queue.run(async () => {
        if (!shouldLoadCart()) return;
        set({ status: 'loading' });
        try {
          set({ cart: await fetchCart(http), status: 'ready', error: undefined });
        } catch (error) {
          set({ status: 'error', error: await toPlatformError(error, strings) });
        }
      }),
    add: (request) =>
      queue.run(async () => {
        try {
          const response = await addCartEntry(http, request);
          set({ cart: response.shoppingCart, status: 'ready', error: undefined });
          return response;
        } catch (error) {
          throw await toPlatformError(error, strings);
        }
      }),
  }));
}
