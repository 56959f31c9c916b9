// Scope: page
// Options: `data-show-empty="true"` keeps it visible at 0 items (default hidden). Link to `/cart`;
// count and subtotal in the store currency; `100+` above 100 (spoken "More than 100 items in cart").
// `data-show="quantity"` or `"subtotal"` writes that figure alone, live
import { defineWidget, type Flag, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { CartPill, type CartPillOptions, type CartPillShow } from './CartPill.tsx';

const SHOWS: readonly CartPillShow[] = ['pill', 'quantity', 'subtotal'];

/**
 * Optional data-show-empty="true" keeps the pill visible at 0 items (a template's choice);
 * optional data-show="quantity" or "subtotal" writes that figure alone, live (the platform's
 * {cart|cart-quantity} and {cart|cart-subtotal}).
 */
export function parseCartPillOptions(
  raw: IslandInput<{
    readonly attributes?: {
      /**
       * "true" keeps the pill visible with an empty cart (hidden at 0 items by default).
       * @default false
       */
      readonly showEmpty?: Flag;
      /**
       * What it writes: the whole pill (a link to `/cart` with the count and subtotal), or the
       * quantity or the subtotal alone, kept live.
       * @default pill
       */
      readonly show?: CartPillShow;
    };
  }>,
): CartPillOptions {
  const showEmpty = raw.attributes.showEmpty;
  if (showEmpty !== undefined && showEmpty !== 'true' && showEmpty !== 'false') {
    throw new IslandOptionsError(`data-show-empty must be "true" or "false", not "${showEmpty}"`);
  }
  const show: string = raw.attributes.show ?? 'pill';
  const known = SHOWS.find((value) => value === show);
  if (!known)
    throw new IslandOptionsError(`data-show must be "pill", "quantity" or "subtotal", not "${show}"`);
  return { showEmpty: showEmpty === 'true', show: known };
}

export default defineWidget({
  name: 'cart-pill',
  scope: 'page',
  parseOptions: parseCartPillOptions,
  attributes: { showEmpty: true, show: true },
  Component: CartPill,
});
