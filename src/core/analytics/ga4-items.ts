// GA4's item shape (item_id, item_name, item_variant, price, currency, quantity) from what the
// storefront knows: a product and its chosen variant, or a cart line. GA4 wants prices in major
// units (26 for $26.00, 2600 for ¥2,600): minor units are divided by the currency's own decimals
// (docs/decisions.md "Money": cart fields ending in Cents are minor units; JPY has none).
import type { CartEntry } from '../domain/cart-schema.ts';
import { currencyDecimals, majorUnits } from '../domain/currency.ts';
import type { Money } from '../domain/money.ts';
import type { Product, Variant } from '../domain/product.ts';
import { priceDisplay } from '../domain/product-rules.ts';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_variant?: string;
  /** Unit price in major units. */
  price?: number;
  currency: string;
  quantity: number;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
}

/** The price the shopper sees for this choice (the sale price when on sale, else "from"). */
function shownPrice(product: Product, variant: Variant | undefined): Money {
  const shown = priceDisplay(product, variant);
  return shown.kind === 'from' ? shown.from : shown.kind === 'sale' ? shown.sale : shown.price;
}

/** A variant's words: its option values ("Blue / Large"), else its SKU. */
function variantLabel(attributes: Readonly<Record<string, string>> | undefined, sku: string | undefined) {
  const values = Object.values(attributes ?? {}).filter((value) => value !== '');
  return values.length > 0 ? values.join(' / ') : sku || undefined;
}

const positiveQuantity = (quantity: unknown) =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1;

export function productItem(product: Product, variant?: Variant, quantity?: unknown): Ga4Item {
  const price = shownPrice(product, variant);
  const label = variant ? variantLabel(variant.attributes, variant.sku) : undefined;
  return {
    item_id: product.id,
    item_name: product.name,
    ...(label ? { item_variant: label } : {}),
    price: majorUnits(price.minor, price.currency),
    currency: price.currency,
    quantity: positiveQuantity(quantity),
  };
}

export function cartEntryItem(entry: CartEntry, currency: string): Ga4Item {
  const label = variantLabel(entry.chosenVariant?.attributes, entry.chosenVariant?.sku);
  return {
    item_id: entry.itemId,
    item_name: entry.title ?? '',
    ...(label ? { item_variant: label } : {}),
    ...(entry.purchasePriceCents === undefined
      ? {}
      : { price: majorUnits(entry.purchasePriceCents, currency) }),
    currency,
    quantity: positiveQuantity(entry.quantity),
  };
}

/** The event's `value`: the items' prices times their quantities, summed in minor units. */
export function itemsValue(items: readonly Ga4Item[], currency: string): number {
  const decimals = currencyDecimals(currency);
  const minor = items.reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 10 ** decimals) * item.quantity,
    0,
  );
  return majorUnits(minor, currency);
}
