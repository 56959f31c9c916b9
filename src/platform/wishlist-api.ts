// The shopper's wishlist (docs/decisions.md "Wishlist"): one call, kept here so it can be
// re-pointed when the platform names its own.
import type { KyInstance } from 'ky';

const WISHLIST_PATH = 'commerce/wishlist/items';

export interface WishlistItem {
  readonly itemId: string;
  readonly sku?: string | undefined;
}

/** POST /api/commerce/wishlist/items with { itemId, sku? }. Any 2xx is saved; the body is not read. */
export async function addToWishlist(http: KyInstance, item: WishlistItem): Promise<void> {
  await http.post(WISHLIST_PATH, { json: item });
}
