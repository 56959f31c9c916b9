// Scope: page
// Options: none. The cart page (page types 200 and 205), a lazy chunk; the server half renders its
// loading box. Every entry with title, variant, custom form answers (named by the form's questions;
// an entry whose platform data carries `additionalFieldsFormId` has an Edit button that opens them
// in the custom form dialog), unit and line price (the entry's `subTotal` as the platform sent it),
// a quantity stepper (1-9999; −/+ and a number input, labelled with the product name) and Remove;
// an 'Order summary' as checkout lays it out (subtotal; discount with the coupons that gave it;
// shipping with the chosen option, 'Free' at 0; tax with its rules; the grand total; each row only
// when the cart has it; coupons the platform refused named in words) and Checkout (to
// `/commerce/goto-checkout`, refused below `storeSettings.minimumOrderSubtotal`). Quantity changes
// show at once, are sent once the clicks settle (400 ms) and roll back with the message on failure;
// the line is `aria-busy` until the platform has the change (and while it is being removed); a live
// region says what changed
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
