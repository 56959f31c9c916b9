// A subscription's price from the variants' `pricingOptions` (spec 3 "Variant"), as the
// platform's template engine reads them for its subscription-price formatter
// (CommerceUtils.getPricingOptionsAmongLowestVariant): the first pricing option of the
// lowest-priced variant, physical and service products only; its sale price when it is on sale;
// 'from' that price when the variants' prices differ. A chosen variant uses its own first option.
// Without readable pricing options the variant prices stand (undefined here).
import { type Money, parseMajorUnits } from './money.ts';
import type { Product, Variant } from './product.ts';
import { hasVariedPrices, type PriceDisplay, tracksStock } from './product-rules.ts';

type Option = { readonly onSale?: unknown; readonly priceMoney?: unknown; readonly salePriceMoney?: unknown };

/** A Money value ({value, currency}, major units) or undefined when it cannot be read. */
function moneyOf(input: unknown, currency: string): Money | undefined {
  const { value, currency: code } = (input ?? {}) as { value?: unknown; currency?: unknown };
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return parseMajorUnits(value, typeof code === 'string' && code ? code : currency);
}

/** The variant's first pricing option, when it has a list with an object first. */
function firstOption(variant: Variant): Option | undefined {
  const options = variant.pricingOptions;
  const first: unknown = Array.isArray(options) ? options[0] : undefined;
  return typeof first === 'object' && first !== null ? first : undefined;
}

/** The engine's pick: the cheapest variant (its sale price where on sale); the first wins a tie. */
function lowestVariant(variants: readonly Variant[]): Variant | undefined {
  const paid = (variant: Variant) => (variant.onSale ? variant.salePrice : variant.price).minor;
  return variants.reduce<Variant | undefined>((low, v) => (!low || paid(v) < paid(low) ? v : low), undefined);
}

/** The subscription price from pricing options; undefined when the variants carry none. */
export function pricingOptionDisplay(
  product: Product,
  chosen: Variant | undefined,
): PriceDisplay | undefined {
  if (!tracksStock(product)) return undefined;
  const variant = chosen ?? lowestVariant(product.variants);
  const option = variant && firstOption(variant);
  if (!variant || !option) return undefined;
  const currency = variant.price.currency;
  const price = moneyOf(option.priceMoney, currency);
  const sale = option.onSale === true ? moneyOf(option.salePriceMoney, currency) : undefined;
  if (!price) return undefined;
  if (!chosen && hasVariedPrices(product)) return { kind: 'from', from: sale ?? price };
  return sale ? { kind: 'sale', sale, original: price } : { kind: 'regular', price };
}
