// Scope: product
// Options: `data-show`: `all` (default), `price` (the price alone) or `status` (the mark alone).
// Price, `from …` for varied prices, sale/original pair, sold-out or sale mark
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { ProductPrice, type ProductPriceOptions, type ProductPriceShow } from './ProductPrice.tsx';

const SHOWS: readonly ProductPriceShow[] = ['all', 'price', 'status'];

/**
 * Optional data-show: "all" (default: the price and its sold-out or sale mark), "price" (the
 * price alone, as the platform's {@|product-price}) or "status" (the mark alone, the platform's
 * {@|product-status}).
 */
export function parseProductPriceOptions(
  raw: IslandInput<{
    readonly attributes?: {
      /**
       * What it shows: the price and its sold-out or sale mark ("all"), the price alone ("price")
       * or the mark alone ("status").
       * @default all
       */
      readonly show?: ProductPriceShow;
    };
  }>,
): ProductPriceOptions {
  const show: string = raw.attributes.show ?? 'all';
  const known = SHOWS.find((value) => value === show);
  if (!known) throw new IslandOptionsError(`data-show must be "all", "price" or "status", not "${show}"`);
  return { show: known };
}

export default defineWidget({
  name: 'product-price',
  scope: 'product',
  parseOptions: parseProductPriceOptions,
  attributes: { show: true },
  Component: ProductPrice,
  strings: ['subscription'],
});
