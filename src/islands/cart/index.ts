import { defineWidget, noOptions } from '../shared/contract.ts';
import { CartPage } from './Cart.tsx';

/** The cart page island (page types 200 and 205); a lazy chunk, rendered server-side as its loading box. */
export default defineWidget({
  name: 'cart',
  scope: 'page',
  // The form group says a custom form's answers (likert choices, 'N/A').
  strings: ['cart', 'forms'],
  parseOptions: noOptions,
  Component: CartPage,
});
