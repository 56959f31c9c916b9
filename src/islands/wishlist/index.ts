// Scope: product (lazy)
// Options: none. Off unless a page names it: it needs `POST /api/commerce/wishlist/items`, which
// the platform's API in the spec does not have (docs/decisions.md "Wishlist"). 'Add to wishlist'
// saves the product and chosen variant; 'Saving…', then 'Saved to wishlist' (announced, focus
// kept); a failure shows 'Unable to save to your wishlist. Please try again.' (or the session /
// rate-limit advice) and can be retried. Where the endpoint is missing (404, 405) the console also
// says so to the site owner
import { defineWidget, noOptions } from '../shared/contract.ts';
import { Wishlist } from './Wishlist.tsx';

/** The wishlist button (docs/decisions.md "Wishlist"): a lazy chunk, rendered by the server. */
export default defineWidget({
  name: 'wishlist',
  scope: 'product',
  strings: ['restock'],
  parseOptions: noOptions,
  Component: Wishlist,
});
