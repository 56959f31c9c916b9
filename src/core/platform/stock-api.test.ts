import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createHttp } from './http.ts';
import { fetchStock } from './stock-api.ts';

const { model, server } = setupMockPlatform();

describe('fetchStock', () => {
  it('reads live stock per variant, unlimited included', async () => {
    const results = await fetchStock(createHttp(), 'site-us-linen-tee');
    expect(results.map((r) => [r.sku, r.unlimited, r.qtyInStock])).toEqual([
      ['LINENTEE-1', false, 6],
      ['LINENTEE-2', false, 12],
      ['LINENTEE-3', false, 2],
      ['LINENTEE-4', false, 4],
      ['LINENTEE-5', false, 0],
      ['LINENTEE-6', true, 0],
    ]);
  });

  it('follows stock as it goes down', async () => {
    model.addEntry(model.newToken(), 'site-us', {
      itemId: 'site-us-room-spray',
      sku: 'ROOMSPRAY-1',
      quantity: 1,
      additionalFields: null,
    });
    const [spray] = await fetchStock(createHttp(), 'site-us-room-spray');
    expect(spray?.qtyInStock).toBe(0);
  });

  it('retries a failing read, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/commerce/inventory/stock/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 502 })
          : HttpResponse.json({ results: [{ sku: 'A', qtyInStock: 3 }] });
      }),
    );
    const results = await fetchStock(createHttp(), 'x');
    expect(calls).toBe(2);
    expect(results).toEqual([{ sku: 'A', qtyInStock: 3, unlimited: false }]);
  });

  it('rejects a response that does not match the schema', async () => {
    server.use(http.get('*/api/commerce/inventory/stock/', () => HttpResponse.json({ results: 'nope' })));
    await expect(fetchStock(createHttp(), 'x')).rejects.toThrow();
  });
});
