// The shopper's wishlist (docs/decisions.md "Wishlist"): one call, kept here so it can be
// re-pointed when the platform names its own.
import type { KyInstance } from 'ky';
import type { Strings } from '../words/strings.ts';
import { mapFailures } from './errors.ts';
import { WISHLIST_PATH } from './paths.ts';

export interface WishlistItem {
  readonly itemId: string;
  readonly sku?: string | undefined;
}

/** POST /api/commerce/wishlist/items with { itemId, sku? }. Any 2xx is saved; the body is not read; a failure is mapped. */
export async function addToWishlist(http: KyInstance, item: WishlistItem, strings: Strings): Promise<void> {
  await mapFailures(strings, () => http.post(WISHLIST_PATH, { json: item }));
}
