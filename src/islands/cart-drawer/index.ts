// Scope: page
// Options: `data-open-on-add` (bare or `"true"`): it also opens after each add, instead of the
// added popover. The `cart` island's lines, totals, minimum order and Checkout in a modal dialog at
// the inline end (the left in right-to-left pages): focus trapped, Escape, outside click, the page
// does not scroll, focus back to the opener, no slide with reduced motion. Renders nothing until
// opened (no server HTML, no layout shift). Opened by the cart pill (which stays a `/cart` link
// without script, for a new-tab click, or before the drawer has started) and by
// `Storefront.cart.open()`. Lazy chunk, hydrated on intent or once the page is idle after the start
// (its manifest line), so its chunks never compete with the page's first interaction
import { defineWidget, type Flag, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { CartDrawer, type CartDrawerOptions } from './CartDrawer.tsx';

/**
 * Optional data-open-on-add (bare, or "true"/"false"): the drawer opens after each successful
 * add instead of the added popover.
 */
export function parseCartDrawerOptions(
  raw: IslandInput<{
    readonly attributes?: {
      /**
       * Present (bare) or "true": the drawer also opens after each add, instead of the added popover.
       * @default false
       */
      readonly openOnAdd?: Flag | '';
    };
  }>,
): CartDrawerOptions {
  const openOnAdd = raw.attributes.openOnAdd;
  if (openOnAdd !== undefined && openOnAdd !== '' && openOnAdd !== 'true' && openOnAdd !== 'false') {
    throw new IslandOptionsError(`data-open-on-add must be empty, "true" or "false", not "${openOnAdd}"`);
  }
  return { openOnAdd: openOnAdd !== undefined && openOnAdd !== 'false' };
}

/** The cart drawer: a page island that shows nothing until it is opened. */
export default defineWidget({
  name: 'cart-drawer',
  scope: 'page',
  // The cart page's words and a custom form's answers, as the cart island.
  strings: ['cart', 'forms'],
  parseOptions: parseCartDrawerOptions,
  attributes: { openOnAdd: true },
  Component: CartDrawer,
});
