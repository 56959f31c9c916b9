// A stock reading (spec 7: GET {api root}commerce/inventory/stock/) and how it replaces each
// variant's stock: a server-rendered page can be hours old. Pure; the reader that makes the call
// once per product is src/core/store/live-stock-reader.ts, bound to the page in src/core/store/page-live-stock.ts.
import type { Product, Variant } from './product.ts';

export interface LiveStockResult {
  readonly sku?: string | undefined;
  readonly variantId?: string | undefined;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

/** Units available as the product model counts them: Infinity when unlimited, never below 0. */
export function stockUnits(result: Pick<LiveStockResult, 'unlimited' | 'qtyInStock'>): number {
  return result.unlimited ? Number.POSITIVE_INFINITY : Math.max(0, result.qtyInStock);
}

/**
 * The product with each variant's stock from the live results, matched by variant id, then by
 * SKU. Variants the results do not name keep the page's value. Returns the same object when
 * nothing changed, so stores and React renders stay put.
 */
export function withLiveStock(product: Product, results: readonly LiveStockResult[]): Product {
  const byId = new Map<string, LiveStockResult>();
  const bySku = new Map<string, LiveStockResult>();
  for (const result of results) {
    if (result.variantId) byId.set(result.variantId, result);
    if (result.sku) bySku.set(result.sku, result);
  }
  let changed = false;
  const variants = product.variants.map((variant): Variant => {
    const live = byId.get(variant.id) ?? bySku.get(variant.sku);
    if (!live) return variant;
    const stock = stockUnits(live);
    if (stock === variant.stock) return variant;
    changed = true;
    return { ...variant, stock };
  });
  return changed ? { ...product, variants } : product;
}
