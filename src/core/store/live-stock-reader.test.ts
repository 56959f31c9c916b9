import { describe, expect, it, vi } from 'vitest';
import { product } from '../domain/buy-flow-fixtures.test-helper.ts';
import { createLiveStockReader } from './live-stock-reader.ts';
import { createProductStore } from './product-store.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const item = () => product({ variantSpecs: [{ stock: 0 }, { stock: 4 }] });

describe('live-stock reader', () => {
  it('reads once per product however many stores and islands ask, and updates them all', async () => {
    const pending = deferred<{ sku: string; unlimited: boolean; qtyInStock: number }[]>();
    const fetchStock = vi.fn(() => pending.promise);
    const reader = createLiveStockReader(fetchStock);
    const card = createProductStore(item());
    const quickView = createProductStore(item());
    const first = reader.watch(card);
    void reader.watch(card);
    const second = reader.watch(quickView);
    expect(fetchStock).toHaveBeenCalledTimes(1);
    expect(fetchStock).toHaveBeenCalledWith('p1');
    pending.resolve([{ sku: 'SKU-1', unlimited: false, qtyInStock: 6 }]);
    await Promise.all([first, second]);
    expect(card.getState().product.variants.map((v) => v.stock)).toEqual([6, 4]);
    expect(quickView.getState().product.variants.map((v) => v.stock)).toEqual([6, 4]);
    // A store created later (a quick view opened afterwards) gets the result without a request.
    const late = createProductStore(item());
    await reader.watch(late);
    expect(late.getState().product.variants[0]?.stock).toBe(6);
    expect(fetchStock).toHaveBeenCalledTimes(1);
  });

  it('a failed read keeps the page values, logs one line for owners and is not retried', async () => {
    const log = vi.fn();
    const fetchStock = vi.fn(() => Promise.reject(new Error('offline')));
    const reader = createLiveStockReader(fetchStock, log);
    const store = createProductStore(item());
    const before = store.getState().product;
    await reader.watch(store);
    await reader.watch(createProductStore(item()));
    expect(store.getState().product).toBe(before);
    expect(fetchStock).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/live stock of product p1 could not be read/);
  });

  it('different products are read separately', async () => {
    const fetchStock = vi.fn(async () => []);
    const reader = createLiveStockReader(fetchStock);
    await reader.watch(createProductStore(item()));
    await reader.watch(createProductStore({ ...item(), id: 'p2' }));
    expect(fetchStock.mock.calls).toEqual([['p1'], ['p2']]);
  });

  it("reads one variant's units afresh each time it is asked (the cart page after a refusal)", async () => {
    const fetchStock = vi
      .fn()
      .mockResolvedValueOnce([
        { sku: 'A', unlimited: false, qtyInStock: 2 },
        { sku: 'B', unlimited: true, qtyInStock: 0 },
      ])
      .mockResolvedValueOnce([{ sku: 'A', unlimited: false, qtyInStock: 1 }])
      .mockRejectedValueOnce(new Error('offline'));
    const log = vi.fn();
    const reader = createLiveStockReader(fetchStock, log);
    expect(await reader.unitsOf('p1', 'A')).toBe(2);
    expect(await reader.unitsOf('p1', 'A')).toBe(1);
    expect(fetchStock).toHaveBeenCalledTimes(2);
    expect(await reader.unitsOf('p1', 'A')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      '[Storefront] the stock of A (product p1) could not be read.',
      expect.any(Error),
    );
  });

  it('says unlimited as Infinity, and nothing for a SKU the read does not name', async () => {
    const reader = createLiveStockReader(async () => [{ sku: 'B', unlimited: true, qtyInStock: 0 }]);
    expect(await reader.unitsOf('p1', 'B')).toBe(Number.POSITIVE_INFINITY);
    expect(await reader.unitsOf('p1', 'C')).toBeUndefined();
  });
});
