// Scope: product
// Options: `data-quick-view="true"` when the button sits in a quick view (sets `isQuickView` in the
// event). Validates, adds, shows 'Adding…' / 'Added!', errors in an alert, the added popover;
// express checkout, subscriptions and gift cards follow the store and product
import { defineWidget, type Flag, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { AddToCart, type AddToCartOptions } from './AddToCart.tsx';

/** Optional data-quick-view="true" marks a button inside a quick-view popup (event detail). */
export function parseAddToCartOptions(
  raw: IslandInput<{
    readonly attributes?: {
      /**
       * "true" when the button sits in a quick view: the add-to-cart event says `isQuickView`.
       * @default false
       */
      readonly quickView?: Flag;
    };
  }>,
): AddToCartOptions {
  const quickView = raw.attributes.quickView;
  if (quickView !== undefined && quickView !== 'true' && quickView !== 'false') {
    throw new IslandOptionsError(`data-quick-view must be "true" or "false", not "${quickView}"`);
  }
  return { isQuickView: quickView === 'true' };
}

export default defineWidget({
  name: 'add-to-cart',
  scope: 'product',
  parseOptions: parseAddToCartOptions,
  attributes: { quickView: true },
  Component: AddToCart,
});
