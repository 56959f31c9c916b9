import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../node.ts';

const { model } = setupMockPlatform();

async function add(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch('http://localhost:3000/api/commerce/shopping-cart/entries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('mock commerce handlers', () => {
  it('adds to a new cart, sets the CART cookie and recomputes totals in cents', async () => {
    const response = await add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 2 });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie') ?? document.cookie).toContain('CART=');
    const body = await response.json();
    expect(body.shoppingCart.totalQuantity).toBe(2);
    expect(body.shoppingCart.subtotalCents).toBe(5200);
    expect(body.newlyAdded.quantity).toBe(2);
  });

  it("names each entry's product image and page, for the cart line's thumbnail and link", async () => {
    const body = await (
      await add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 })
    ).json();
    expect(body.shoppingCart.entries[0]).toMatchObject({
      imageUrl: '/demo/images/stoneware-mug.svg',
      productUrl: expect.stringMatching(/\/products\/stoneware-mug$/),
    });
  });

  it('lowers stock and refuses more than is left', async () => {
    const first = await add({ itemId: 'site-us-room-spray', sku: 'ROOMSPRAY-1', quantity: 1 });
    expect(first.status).toBe(200);
    expect(model.stockForItem('site-us-room-spray')[0]?.qtyInStock).toBe(0);
    const second = await add({ itemId: 'site-us-room-spray', sku: 'ROOMSPRAY-1', quantity: 1 });
    expect(second.status).toBe(409);
  });

  it.each([
    ['rate-limit', 429],
    ['server-error', 500],
    ['csrf-expired', 403],
  ] as const)('scenario %s answers %i', async (scenario, status) => {
    model.scenario = scenario;
    const response = await add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 });
    expect(response.status).toBe(status);
  });

  it('scenario offline fails the request at the network level', async () => {
    model.scenario = 'offline';
    await expect(
      add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 }),
    ).rejects.toThrow();
  });

  it('keeps one cart per website for the same visitor', async () => {
    await add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 });
    const us = await fetch('http://localhost:3000/api/commerce/shopping-cart');
    expect((await us.json()).totalQuantity).toBe(1);
    const jp = await fetch('http://localhost:3000/jp/api/commerce/shopping-cart');
    expect((await jp.json()).totalQuantity).toBe(0);
  });
});

describe('mock cart entry changes', () => {
  async function seeded() {
    const response = await add({ itemId: 'site-us-room-spray', sku: 'ROOMSPRAY-1', quantity: 1 });
    const body = await response.json();
    return body.newlyAdded.id as string;
  }
  const entryUrl = (id: string) => `http://localhost:3000/api/commerce/shopping-cart/entries/${id}`;

  it('changes a quantity within stock and refuses more than is left', async () => {
    const mug = await add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 });
    const id = (await mug.json()).newlyAdded.id as string;
    const ok = await fetch(entryUrl(id), { method: 'PUT', body: JSON.stringify({ quantity: 3 }) });
    expect((await ok.json()).shoppingCart.totalQuantity).toBe(3);
    const spray = await seeded();
    const tooMany = await fetch(entryUrl(spray), { method: 'PUT', body: JSON.stringify({ quantity: 2 }) });
    expect(tooMany.status).toBe(409);
  });

  it('removes an entry and gives its stock back; an unknown entry is a 404', async () => {
    const id = await seeded();
    const response = await fetch(entryUrl(id), { method: 'DELETE' });
    expect((await response.json()).shoppingCart.totalQuantity).toBe(0);
    expect(model.stockForItem('site-us-room-spray')[0]?.qtyInStock).toBe(1);
    expect((await fetch(entryUrl(id), { method: 'DELETE' })).status).toBe(404);
  });

  it('replaces form answers and answers with the updated entry', async () => {
    const id = await seeded();
    const response = await fetch(`${entryUrl(id)}/additionalFields`, {
      method: 'PUT',
      body: JSON.stringify({ itemId: 'site-us-room-spray', sku: 'ROOMSPRAY-1', additionalFields: '{"a":1}' }),
    });
    expect((await response.json()).updatedEntry.additionalFields).toBe('{"a":1}');
  });

  it('drop-after-apply applies the write, then fails at the network level', async () => {
    model.scenario = 'drop-after-apply';
    await expect(
      add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 }),
    ).rejects.toThrow();
    expect(model.stockForItem('site-us-stoneware-mug')[0]?.qtyInStock).toBe(39);
  });
});
