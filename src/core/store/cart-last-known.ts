// This tab's last known cart, kept in sessionStorage by the tab sync (cart-sync.ts) and read
// back only when the page's first cart read fails, so a failing platform never shows an empty
// cart. Its own module: start() imports it lazily, keeping the cart schema out of the core chunk.
import { type Cart, CartSchema } from '../domain/cart-schema.ts';
import { CART_LAST_KNOWN_PREFIX } from './cart-sync-names.ts';

export function defaultSessionStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The last cart the platform gave this tab for this site, or undefined when none is kept. */
export function readLastKnownCart(
  websiteId: string,
  storage: Pick<Storage, 'getItem'> | undefined = defaultSessionStorage(),
): Cart | undefined {
  try {
    const text = storage?.getItem(`${CART_LAST_KNOWN_PREFIX}${websiteId}`);
    if (!text) return undefined;
    const parsed = CartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
