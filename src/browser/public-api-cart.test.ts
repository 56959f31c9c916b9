import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import {
  OPEN_CART_EVENT,
  onStorefrontEvent,
  type StorefrontEventMap,
} from '../core/contract/storefront-events.ts';
import { SiteContextSchema } from '../core/domain/context-schema.ts';
import type { AddEntryRequest } from '../core/platform/cart-api.ts';
import { createHttp } from '../core/platform/http.ts';
import { type CartStore, createCartStore } from '../core/store/cart-store.ts';
import { resolveStrings } from '../core/words/strings.ts';
import { createServices } from '../test/services.ts';
import { createPublicApi } from './public-api.ts';

setupMockPlatform();

function api(
  cart: CartStore = createCartStore(async () => createHttp({ apiRoot: '/api/' }), resolveStrings(), {
    quantityQuietMs: 0,
  }),
) {
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

  it('sends remove-from-cart from the command itself, as the cart page does', async () => {
    // The page's own services, so the store reports through the same emit every island uses.
    const services = createServices(SiteContextSchema.parse({ website: { id: 'site-us' } }));
    const storefront = api(services.cart);
    const removed: StorefrontEventMap['remove-from-cart'][] = [];
    const stop = onStorefrontEvent('remove-from-cart', (detail) => removed.push(detail));
    try {
      const added = await storefront.cart.add({
        itemId: 'site-us-stoneware-mug',
        sku: 'STONEWAREMUG-1',
        quantity: 1,
      });
      const entry = added.entries[0];
      await expect(storefront.cart.remove('entry-x')).rejects.toThrow('Please try again.');
      expect(removed).toEqual([]);
      const cart = await storefront.cart.remove(entry?.id ?? '');
      expect(removed).toEqual([{ entry, cart }]);
    } finally {
      stop();
    }
  });
});

describe('Storefront.cart.open()', () => {
  it("asks the page's cart drawer to open: true when one answered, false without one", () => {
    const storefront = api();
    expect(storefront.cart.open()).toBe(false);
    const asked: Event[] = [];
    const drawer = (event: Event) => {
      asked.push(event);
      event.preventDefault();
    };
    document.addEventListener(OPEN_CART_EVENT, drawer);
    try {
      expect(storefront.cart.open()).toBe(true);
    } finally {
      document.removeEventListener(OPEN_CART_EVENT, drawer);
    }
    // A plain request, not the one after an add (whose detail is true).
    expect(asked.map((event) => (event as Partial<CustomEvent>).detail)).toEqual([undefined]);
  });
});
