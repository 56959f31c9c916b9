// Live stock for one product (spec 7: GET {api root}commerce/inventory/stock/?itemId=).
import type { KyInstance } from 'ky';
import { z } from '../domain/zod.ts';
import { readBody } from './http.ts';
import { STOCK_PATH } from './paths.ts';

const StockSchema = z.looseObject({
  results: z.array(
    z.looseObject({
      sku: z.optional(z.string()),
      variantId: z.optional(z.string()),
      unlimited: z._default(z.boolean(), false),
      qtyInStock: z._default(z.number(), 0),
    }),
  ),
});
type StockResult = z.infer<typeof StockSchema>['results'][number];

export async function fetchStock(http: KyInstance, itemId: string): Promise<StockResult[]> {
  const body = await readBody('GET', http.get(STOCK_PATH, { searchParams: { itemId } }), StockSchema);
  return body.results;
}
