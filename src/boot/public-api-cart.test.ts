import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { resolveStrings } from '../domain/strings.ts';
import { type AddEntryRequest, createHttp } from '../platform/index.ts';
import { createCartStore } from '../store/cart-store.ts';
import { createPublicApi } from './public-api.ts';

setupMockPlatform();

function api() {
  const cart = createCartStore(createHttp({ apiRoot: '/api/' }), resolveStrings(), { quantitySettleMs: 0 });
  const purchase = {
    addEntry: async (request: AddEntryRequest) => (await cart.getState().add(request)).shoppingCart,
  };
  return createPublicApi('test', cart, purchase, { mountAll: () => {}, unmountAll: () => {} }, () =>
    Promise.reject(new Error('no debug report in this test')),
  );
}

describe('Storefront.cart entry changes', () => {
  it('updates a quantity, replaces form answers and removes an entry', async () => {
    const storefront = api();
    const added = await storefront.cart.add({
      itemId: 'site-us-stoneware-mug',
      sku: 'STONEWAREMUG-1',
      quantity: 1,
    });
    const id = added.entries[0]?.id ?? '';
    expect((await storefront.cart.update(id, 4)).totalQuantity).toBe(4);
    expect(storefront.cart.get().totalQuantity).toBe(4);
    expect((await storefront.cart.updateFields(id, { Engraving: 'A.L.' })).entries[0]?.additionalFields).toBe(
      '{"Engraving":"A.L."}',
    );
    expect((await storefront.cart.remove(id)).totalQuantity).toBe(0);
  });

  it('rejects with the shopper message', async () => {
    const storefront = api();
    await expect(storefront.cart.update('entry-x', 0)).rejects.toThrow(
      'Quantity must be between 1 and 9999.',
    );
    await expect(storefront.cart.remove('entry-x')).rejects.toThrow('Please try again.');
  });
});
