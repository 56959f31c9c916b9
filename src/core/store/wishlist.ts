// The wishlist command: saves a product and says what the shopper sees. A chunk of its own,
// loaded the first time a shopper saves (services.wishlist). Never rejects.
import type { KyInstance } from 'ky';
import { failureWords } from '../domain/failure-words.ts';
import { addToWishlist, type WishlistItem } from '../platform/wishlist-api.ts';
import type { Strings } from '../words/strings.ts';

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
    await addToWishlist(http, item, strings);
    return { status: 'saved' };
  } catch (error) {
    return { status: 'failed', message: failureWords(error, { doing: 'wishlist', fallback: failureText }) };
  }
}
