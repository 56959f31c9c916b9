// The page's live-stock reader over the platform's stock call, loaded on demand: services.ts
// imports this module with import() when the first stock-aware island hydrates.
import type { KyInstance } from 'ky';
import { fetchStock } from '../core/platform/stock-api.ts';
import { createLiveStockReader, type LiveStockReader } from '../core/store/live-stock-reader.ts';

export function createPageLiveStock(http: KyInstance): LiveStockReader {
  return createLiveStockReader((itemId) => fetchStock(http, itemId));
}
