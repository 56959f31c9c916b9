// Scope: product (lazy)
// Options: none. 'Add to wishlist' saves the product and chosen variant (`POST
// /api/commerce/wishlist/items`); 'Saving…', then 'Saved to wishlist' (announced, focus kept); a
// failure shows 'Unable to save to your wishlist. Please try again.' (or the session / rate-limit
// advice) and can be retried
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
