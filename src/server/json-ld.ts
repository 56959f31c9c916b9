// schema.org structured data for the server half (issue 36 item 3): a product page's `Product`
// and a product list's `ItemList`, as JSON-LD in a <script type="application/ld+json">. Crawlers
// and agents that do not run scripts read it from the server HTML. Prices and stock are read with
// the rules the islands use (spec 4), so the data never disagrees with the page.
import { readProductItem } from '../core/contract/index.ts';
import { currencyDecimals } from '../core/domain/currency.ts';
import { ProductType } from '../core/domain/enums.ts';
import type { Money } from '../core/domain/money.ts';
import type { Product, Variant } from '../core/domain/product.ts';
import { hasVariedPrices, tracksStock } from '../core/domain/product-rules.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import { SERVER_PAGE, safeUrl } from '../core/domain/safe-url.ts';
import { stripHtml } from '../core/template/html.ts';

const SCHEMA = 'https://schema.org';
const IN_STOCK = `${SCHEMA}/InStock`;
const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`;

export interface JsonLdOptions {
  /** The site's address ('https://shop.example'): the item's url and image are made absolute on it. */
  readonly baseUrl?: string | undefined;
  /** The product's brand, when the merchant names one. */
  readonly brand?: string | undefined;
  /** When the running sale ends (ISO 8601 date or date-time): each sale offer's `priceValidUntil`. */
  readonly saleEnds?: string | undefined;
}

type JsonObject = Record<string, unknown>;

/** Money as schema.org wants a price: a decimal string in major units ("25.00"; JPY "2500"). */
function decimal(amount: Money): string {
  const digits = currencyDecimals(amount.currency);
  const sign = amount.minor < 0 ? '-' : '';
  const text = String(Math.abs(amount.minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The address made absolute on baseUrl, when the one URL rule lets it be published (never javascript:). */
function absolute(url: string | undefined, baseUrl: string | undefined): string | undefined {
  let base: URL | undefined;
  try {
    base = baseUrl === undefined ? undefined : new URL(baseUrl);
  } catch {
    throw new Error(`baseUrl ${JSON.stringify(baseUrl)} is not an absolute URL`);
  }
  const safe = safeUrl(url, base?.href ?? SERVER_PAGE);
  if (safe === undefined) return undefined;
  return base ? new URL(safe, base).href : safe;
}

/** The sale's last day as a date (YYYY-MM-DD); throws naming a value that is not a date. */
function saleEndDate(saleEnds: string | undefined): string | undefined {
  if (saleEnds === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}/.test(saleEnds) ? Date.parse(saleEnds) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`saleEnds ${JSON.stringify(saleEnds)} is not an ISO 8601 date`);
  return new Date(time).toISOString().slice(0, 10);
}

/** The product's words: its excerpt (plain text or the platform's `{ html }`), else its body, as text. */
function descriptionOf(item: ProductItemInput): string | undefined {
  const raw = item as { excerpt?: unknown; body?: unknown };
  const html = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { html?: unknown }).html : value;
  for (const value of [html(raw.excerpt), html(raw.body)]) {
    const text = typeof value === 'string' ? stripHtml(value) : '';
    if (text) return text;
  }
  return undefined;
}

interface OfferInput {
  readonly price: Money;
  readonly inStock: boolean;
  readonly onSale: boolean;
  readonly sku?: string;
  readonly name?: string;
}

function offer(input: OfferInput, url: string | undefined, saleEnds: string | undefined): JsonObject {
  return {
    '@type': 'Offer',
    ...(input.name ? { name: input.name } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    price: decimal(input.price),
    priceCurrency: input.price.currency,
    availability: input.inStock ? IN_STOCK : OUT_OF_STOCK,
    ...(input.onSale && saleEnds ? { priceValidUntil: saleEnds } : {}),
    ...(url ? { url } : {}),
  };
}

/** One offer per variant; a digital product (and one with no variants) has one, from the product. */
function offerInputs(product: Product): OfferInput[] {
  const giftCard = product.type === ProductType.GIFT_CARD;
  if (product.type === ProductType.DIGITAL || product.variants.length === 0) {
    const onSale = product.type === ProductType.DIGITAL && product.onSaleFlag;
    return [{ price: onSale ? product.salePrice : product.price, inStock: !tracksStock(product), onSale }];
  }
  const single = product.variants.length === 1;
  return product.variants.map((variant: Variant) => {
    const onSale = variant.onSale && !giftCard;
    return {
      price: onSale ? variant.salePrice : variant.price,
      inStock: !tracksStock(product) || variant.stock > 0,
      onSale,
      sku: variant.sku,
      ...(single ? {} : { name: Object.values(variant.attributes).join(' / ') }),
    };
  });
}

/**
 * One variant's `Offer`; a list of them when the variants cost the same; an `AggregateOffer`
 * (low and high price, count, and the variants' offers) when their prices differ.
 */
function offersOf(product: Product, url: string | undefined, saleEnds: string | undefined): unknown {
  const inputs = offerInputs(product);
  const offers = inputs.map((input) => offer(input, url, saleEnds));
  if (offers.length === 1) return offers[0];
  if (!hasVariedPrices(product)) return offers;
  return { '@type': 'AggregateOffer', ...aggregate(inputs), offers };
}

function aggregate(inputs: readonly OfferInput[]): JsonObject {
  const minors = inputs.map((input) => input.price.minor);
  const currency = inputs[0]?.price.currency ?? 'USD';
  return {
    lowPrice: decimal({ minor: Math.min(...minors), currency }),
    highPrice: decimal({ minor: Math.max(...minors), currency }),
    priceCurrency: currency,
    offerCount: inputs.length,
    availability: inputs.some((input) => input.inStock) ? IN_STOCK : OUT_OF_STOCK,
  };
}

/**
 * The schema.org `Product` of a platform product item, read as the browser reads it: name,
 * description as plain text, image, sku (of a single-variant product; each offer has its own),
 * url, brand when given, and `offers`. Throws with the reason when the item is not a usable
 * product or an option is malformed.
 */
export function productJsonLd(
  item: ProductItemInput,
  currency: string,
  options: JsonLdOptions = {},
): JsonObject {
  const read = readProductItem(item, currency, () => {});
  if (!read.ok) throw new Error(`product ${JSON.stringify(item.id)} cannot be read: ${read.problem}`);
  const { product } = read;
  const url = absolute(product.url, options.baseUrl);
  const image = absolute(product.imageUrl, options.baseUrl);
  const description = descriptionOf(item);
  const sku = product.variants.length === 1 ? product.variants[0]?.sku : undefined;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(sku ? { sku } : {}),
    productID: product.id,
    ...(url ? { url } : {}),
    ...(options.brand ? { brand: { '@type': 'Brand', name: options.brand } } : {}),
    offers: offersOf(product, url, saleEndDate(options.saleEnds)),
  };
}

/** A product list's `ItemList`: each product's page, in order (a summary page for a carousel). */
export function itemListJsonLd(
  items: readonly ProductItemInput[],
  options: Pick<JsonLdOptions, 'baseUrl'> = {},
): JsonObject {
  const urls = items.flatMap((item) => {
    const url = absolute(item.fullUrl, options.baseUrl);
    return url ? [url] : [];
  });
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    itemListElement: urls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })),
  };
}

/**
 * JSON-LD as a `<script type="application/ld+json">`. A data block: browsers never run it, so a
 * strict CSP needs no nonce for it. "<", ">" and "&" are written as \u escapes so neither
 * "</script>" nor "<!--" can end or change the element, and U+2028/2029 as escapes for old parsers.
 */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
