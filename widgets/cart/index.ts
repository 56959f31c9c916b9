import { defineWidget, noOptions } from '../shared/contract.ts';
import { CartPage } from './Cart.tsx';

/** The cart page island (page types 200 and 205); a lazy chunk, rendered server-side as its loading box. */
export default defineWidget({
  name: 'cart',
  scope: 'page',
  strings: ['cart'],
  parseOptions: noOptions,
  Component: CartPage,
});
