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
