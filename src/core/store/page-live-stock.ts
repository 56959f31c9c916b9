// The page's live-stock reader over the platform's stock call, loaded on demand: the commands
// manifest (commands.ts) imports this module with import() when the first stock-aware island hydrates.
import type { KyInstance } from 'ky';
import { fetchStock } from '../platform/stock-api.ts';
import { createLiveStockReader, type LiveStockReader } from './live-stock-reader.ts';

export function createPageLiveStock(http: KyInstance): LiveStockReader {
  return createLiveStockReader((itemId) => fetchStock(http, itemId));
}
