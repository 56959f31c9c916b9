// The page's live-stock reader (spec 7). A server-rendered page can be hours old, so when a
// product's first stock-aware island hydrates, its stock is read once, whatever number of
// islands or containers show that product, and every product store of it is updated. A failed
// read keeps the page's values and is silent to shoppers (one console line for owners).
// Loaded as a chunk of its own when the first stock-aware island hydrates (the liveStock line of commands.ts),
// so the shopper's core chunk carries only the call that loads it.
import { type LiveStockResult, stockUnits, withLiveStock } from '../domain/stock-reading.ts';
import type { ProductStore } from './product-store.ts';

export interface LiveStockReader {
  /**
   * Starts (once per product id per page) the live read and applies it to `store`. Resolves when
   * the read is applied or has failed; never rejects.
   */
  watch(store: ProductStore): Promise<void>;
  /**
   * A fresh read (never the page's cached one) of how many units of one variant are left:
   * Infinity when unlimited, undefined when the read fails or does not name the SKU. The cart
   * page asks after the platform refused a quantity as more than it has.
   */
  unitsOf(itemId: string, sku: string): Promise<number | undefined>;
}

/** Replaces the variants' stock with the live read (variants it omits keep the page's values). */
function applyTo(store: ProductStore, results: readonly LiveStockResult[]): void {
  store.setState((state) => ({ product: withLiveStock(state.product, results) }));
}

type Read =
  | { status: 'pending'; settled: Promise<void> }
  | { status: 'done'; results: readonly LiveStockResult[] }
  | { status: 'failed' };

export function createLiveStockReader(
  fetchStock: (itemId: string) => Promise<readonly LiveStockResult[]>,
  log: (message: string, cause: unknown) => void = (message, cause) => console.info(message, cause),
): LiveStockReader {
  const reads = new Map<string, Read>();
  const waiting = new Map<string, Set<ProductStore>>();

  return {
    watch(store) {
      const id = store.getState().product.id;
      const read = reads.get(id);
      if (read?.status === 'done') {
        applyTo(store, read.results);
        return Promise.resolve();
      }
      if (read?.status === 'failed') return Promise.resolve();
      let stores = waiting.get(id);
      if (!stores) {
        stores = new Set();
        waiting.set(id, stores);
      }
      stores.add(store);
      if (read) return read.settled;
      const settled = fetchStock(id).then(
        (results) => {
          reads.set(id, { status: 'done', results });
          for (const waiter of waiting.get(id) ?? []) applyTo(waiter, results);
          waiting.delete(id);
        },
        (error: unknown) => {
          reads.set(id, { status: 'failed' });
          waiting.delete(id);
          log(
            `[Storefront] live stock of product ${id} could not be read; the page's stock is shown.`,
            error,
          );
        },
      );
      reads.set(id, { status: 'pending', settled });
      return settled;
    },
    unitsOf(itemId, sku) {
      return fetchStock(itemId).then(
        (results) => {
          const result = results.find((candidate) => candidate.sku === sku);
          return result ? stockUnits(result) : undefined;
        },
        (error: unknown) => {
          log(`[Storefront] the stock of ${sku} (product ${itemId}) could not be read.`, error);
          return undefined;
        },
      );
    },
  };
}
