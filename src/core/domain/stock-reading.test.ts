import { describe, expect, it } from 'vitest';
import { product } from './buy-flow-fixtures.test-helper.ts';
import { isSoldOut } from './product-rules.ts';
import { stockUnits, withLiveStock } from './stock-reading.ts';

const item = product({ variantSpecs: [{ stock: 5 }, { stock: 2 }, { stock: 0 }] });

describe('withLiveStock', () => {
  it('replaces stock by variant id, then by SKU; unlimited is Infinity, negatives are 0', () => {
    const live = withLiveStock(item, [
      { variantId: 'v1', unlimited: false, qtyInStock: 1 },
      { sku: 'SKU-2', unlimited: true, qtyInStock: 0 },
      { sku: 'SKU-3', unlimited: false, qtyInStock: -4 },
    ]);
    expect(live.variants.map((v) => v.stock)).toEqual([1, Number.POSITIVE_INFINITY, 0]);
  });
  it('keeps the page value for variants the results omit', () => {
    const live = withLiveStock(item, [{ sku: 'SKU-1', unlimited: false, qtyInStock: 0 }]);
    expect(live.variants.map((v) => v.stock)).toEqual([0, 2, 0]);
  });
  it('returns the same product (and variants) when nothing changed', () => {
    expect(withLiveStock(item, [{ sku: 'SKU-1', unlimited: false, qtyInStock: 5 }])).toBe(item);
    expect(withLiveStock(item, [])).toBe(item);
    const live = withLiveStock(item, [{ sku: 'SKU-1', unlimited: false, qtyInStock: 4 }]);
    expect(live.variants[1]).toBe(item.variants[1]);
  });
  it('drives the product rules: a product sold out on the page comes back', () => {
    const soldOut = product({ variantSpecs: [{ stock: 0 }] });
    expect(isSoldOut(soldOut)).toBe(true);
    expect(isSoldOut(withLiveStock(soldOut, [{ sku: 'SKU-1', unlimited: false, qtyInStock: 3 }]))).toBe(
      false,
    );
  });
  it('stockUnits', () => {
    expect(stockUnits({ unlimited: false, qtyInStock: 7 })).toBe(7);
    expect(stockUnits({ unlimited: true, qtyInStock: 0 })).toBe(Number.POSITIVE_INFINITY);
  });
});
