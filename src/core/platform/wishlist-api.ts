// The shopper's wishlist (docs/decisions.md "Wishlist"): one call, kept here so it can be
// re-pointed when the platform names its own. The platform's API in the spec has no wishlist
// call, so the island is opt-in and a platform without the endpoint is said plainly (issue 49.13).
import type { KyInstance } from 'ky';
import type { Strings } from '../words/strings.ts';
import { mapFailures, PlatformError } from './errors.ts';
import { WISHLIST_PATH } from './paths.ts';

export interface WishlistItem {
  readonly itemId: string;
  readonly sku?: string | undefined;
}

/**
 * A 405, or a 404 with no message of its own (a refusal of an endpoint that exists names what it
 * refused, 'Unknown product.'): the platform has no such endpoint.
 */
const isMissingEndpoint = (error: unknown): error is PlatformError =>
  error instanceof PlatformError &&
  (error.status === 405 || (error.status === 404 && error.serverMessage === undefined));

/**
 * POST /api/commerce/wishlist/items with { itemId, sku? }. Any 2xx is saved; the body is not read;
 * a failure is mapped (the shopper reads the island's failure words), and a missing endpoint is
 * also told to the site owner on the console.
 */
export async function addToWishlist(http: KyInstance, item: WishlistItem, strings: Strings): Promise<void> {
  // The path as called (under the context's apiRoot), for the console line.
  let path = WISHLIST_PATH;
  try {
    await mapFailures(strings, () =>
      http.post(WISHLIST_PATH, { json: item }).catch((error: unknown) => {
        const url = (error as { request?: Request }).request?.url;
        if (url) path = new URL(url).pathname;
        throw error;
      }),
    );
  } catch (error) {
    if (isMissingEndpoint(error))
      console.error(
        `[Storefront] POST ${path} answered HTTP ${error.status}: this platform has no wishlist endpoint, which the wishlist island needs (it is not in the platform's API); take the island off the page or provide the endpoint.`,
      );
    throw error;
  }
}
