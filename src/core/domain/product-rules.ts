// Product rules as the platform applies them (spec 4, docs/decisions.md "Product rules"): sold out, on sale, varied
// prices and what the price area shows, and the status mark.
import type { Money } from './money.ts';
import { type Product, ProductType, type Variant } from './product.ts';

/** Physical and service products can sell out; digital and gift cards never do. */
export function tracksStock(product: Product): boolean {
  return product.type === ProductType.PHYSICAL || product.type === ProductType.SERVICE;
}

/** Sold out: physical or service with no variant unlimited or in stock (no variants = sold out). */
export function isSoldOut(product: Product): boolean {
  return tracksStock(product) && !product.variants.some((variant) => variant.stock > 0);
}

/** On sale: any variant on sale (physical, service); the product's flag (digital); never gift cards. */
export function isOnSale(product: Product): boolean {
  if (tracksStock(product)) return product.variants.some((variant) => variant.onSale);
  if (product.type === ProductType.DIGITAL) return product.onSaleFlag;
  return false;
}

/** Varied prices: physical, service and gift card, each variant compared with the first. */
export function hasVariedPrices(product: Product): boolean {
  if (product.type === ProductType.DIGITAL || product.type === ProductType.PAYWALL) return false;
  const [first, ...rest] = product.variants;
  if (!first) return false;
  return rest.some(
    (variant) =>
      variant.onSale !== first.onSale ||
      variant.price.minor !== first.price.minor ||
      (first.onSale && variant.salePrice.minor !== first.salePrice.minor),
  );
}

/** What a shopper pays for one variant: the sale price where on sale. */
function effectivePrice(variant: Variant): Money {
  return variant.onSale ? variant.salePrice : variant.price;
}

function lowest(prices: readonly Money[]): Money | undefined {
  return prices.reduce<Money | undefined>(
    (low, price) => (!low || price.minor < low.minor ? price : low),
    undefined,
  );
}

function highest(prices: readonly Money[]): Money | undefined {
  return prices.reduce<Money | undefined>(
    (high, price) => (!high || price.minor > high.minor ? price : high),
    undefined,
  );
}

/** The template text formatters' figures: lowest paid, highest normal, lowest sale (if any). */
export function priceFigures(product: Product): {
  readonly from: Money;
  readonly normal: Money;
  readonly sale: Money | undefined;
} {
  const onSale = isOnSale(product);
  if (product.type === ProductType.DIGITAL || product.variants.length === 0)
    return {
      from: onSale ? product.salePrice : product.price,
      normal: product.price,
      sale: onSale ? product.salePrice : undefined,
    };
  const saleVariants = product.variants.filter((variant) => variant.onSale);
  return {
    from: lowest(product.variants.map(effectivePrice)) ?? product.price,
    normal: highest(product.variants.map((variant) => variant.price)) ?? product.price,
    sale: onSale ? lowest(saleVariants.map((variant) => variant.salePrice)) : undefined,
  };
}

export type PriceDisplay =
  | { readonly kind: 'from'; readonly from: Money }
  | { readonly kind: 'sale'; readonly sale: Money; readonly original: Money }
  | { readonly kind: 'regular'; readonly price: Money };

/** The product's price area before a variant is chosen (or when there is only one). */
export function productPriceDisplay(product: Product): PriceDisplay {
  if (product.type === ProductType.DIGITAL || product.variants.length === 0) {
    return isOnSale(product)
      ? { kind: 'sale', sale: product.salePrice, original: product.price }
      : { kind: 'regular', price: product.price };
  }
  if (hasVariedPrices(product)) {
    return { kind: 'from', from: lowest(product.variants.map(effectivePrice)) ?? product.price };
  }
  const normal = highest(product.variants.map((variant) => variant.price)) ?? product.price;
  if (isOnSale(product)) {
    const onSale = product.variants.filter((variant) => variant.onSale).map((variant) => variant.salePrice);
    return { kind: 'sale', sale: lowest(onSale) ?? normal, original: normal };
  }
  return { kind: 'regular', price: normal };
}

/** The price area for one chosen variant; gift cards never show a sale. */
function variantPriceDisplay(product: Product, variant: Variant): PriceDisplay {
  if (variant.onSale && product.type !== ProductType.GIFT_CARD) {
    return { kind: 'sale', sale: variant.salePrice, original: variant.price };
  }
  return { kind: 'regular', price: variant.price };
}

type StatusMark = 'sold-out' | 'sale' | undefined;

/** Sold out beats sale beats nothing. With a chosen variant, that variant decides. */
export function statusMark(product: Product, variant?: Variant): StatusMark {
  if (variant && tracksStock(product)) {
    if (variant.stock <= 0) return 'sold-out';
    return variant.onSale ? 'sale' : undefined;
  }
  if (isSoldOut(product)) return 'sold-out';
  return isOnSale(product) ? 'sale' : undefined;
}

/** The sold-out words: the merchant's custom text when set, else the catalogue's. */
export function soldOutText(customSoldOutText: string | undefined, fallback: string): string {
  return customSoldOutText?.trim() ? customSoldOutText : fallback;
}

/** Whether the chosen variant (or, with none chosen, the product) can still be bought. */
export function isVariantInStock(product: Product, variant: Variant | undefined): boolean {
  if (!tracksStock(product)) return true;
  return variant ? variant.stock > 0 : !isSoldOut(product);
}

/** All units across variants; unlimited counts as infinite. */
export function totalStock(product: Product): number {
  return product.variants.reduce((sum, variant) => sum + variant.stock, 0);
}

/** The price area for the current choice: the chosen variant's, else the product's. */
export function priceDisplay(product: Product, variant: Variant | undefined): PriceDisplay {
  if (!variant || product.type === ProductType.DIGITAL) return productPriceDisplay(product);
  return variantPriceDisplay(product, variant);
}
