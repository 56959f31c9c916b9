import { defineWidget, type Flag, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { CartDrawer, type CartDrawerOptions } from './CartDrawer.tsx';

/**
 * Optional data-open-on-add (bare, or "true"/"false"): the drawer opens after each successful
 * add instead of the added popover.
 */
export function parseCartDrawerOptions(
  raw: IslandInput<{ readonly attributes?: { readonly openOnAdd?: Flag | '' } }>,
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
  // Once the main thread is idle after the start: its chunks (the cart page's lines, the form kit)
  // never compete with the page's first interaction. A pill click before then opens the cart page.
  hydrate: 'intent',
  // The cart page's words and a custom form's answers, as the cart island.
  strings: ['cart', 'forms'],
  parseOptions: parseCartDrawerOptions,
  Component: CartDrawer,
});
