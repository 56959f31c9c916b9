// The wishlist command: saves a product and says what the shopper sees. A chunk of its own,
// loaded the first time a shopper saves (services.wishlist). Never rejects.
import type { KyInstance } from 'ky';
import type { Strings } from '../domain/strings.ts';
import { toPlatformError } from '../platform/errors.ts';
import { addToWishlist, type WishlistItem } from '../platform/wishlist-api.ts';

export type WishlistResult =
  | { readonly status: 'saved' }
  | { readonly status: 'failed'; readonly message: string };

export interface WishlistCommands {
  /** `failureText` is the island's own words for a failure (translated with its group). */
  save(item: WishlistItem, failureText: string): Promise<WishlistResult>;
}

export async function save(
  http: KyInstance,
  strings: Strings,
  item: WishlistItem,
  failureText: string,
): Promise<WishlistResult> {
  try {
    await addToWishlist(http, item);
    return { status: 'saved' };
  } catch (error) {
    const failure = await toPlatformError(error, strings);
    // An expired session or a rate limit has its own advice; anything else the island's words.
    const advice = failure.kind === 'csrf' || failure.kind === 'rate-limit';
    return { status: 'failed', message: advice ? failure.message : failureText };
  }
}
