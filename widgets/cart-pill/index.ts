import { defineWidget, type Flag, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { CartPill, type CartPillOptions } from './CartPill.tsx';

/** Optional data-show-empty="true" keeps the pill visible at 0 items (a template's choice). */
export function parseCartPillOptions(
  raw: IslandInput<{ readonly attributes?: { readonly showEmpty?: Flag } }>,
): CartPillOptions {
  const showEmpty = raw.attributes.showEmpty;
  if (showEmpty !== undefined && showEmpty !== 'true' && showEmpty !== 'false') {
    throw new IslandOptionsError(`data-show-empty must be "true" or "false", not "${showEmpty}"`);
  }
  return { showEmpty: showEmpty === 'true' };
}

export default defineWidget({
  name: 'cart-pill',
  scope: 'page',
  hydrate: 'eager',
  parseOptions: parseCartPillOptions,
  Component: CartPill,
});
