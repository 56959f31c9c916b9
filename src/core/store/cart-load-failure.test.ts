// Issue 24: a failing platform never makes a cart look empty. When the first read fails, the
// tab's last known cart is shown ('stale') and the read is tried again; with no copy the cart
// is unknown ('error'), never 0.
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { type Cart, CartSchema } from '../domain/cart-schema.ts';
import { createHttp } from '../platform/http.ts';
import { resolveStrings } from '../words/strings.ts';
import { createCartStore } from './cart-store.ts';
import { connectCartSync, readLastKnownCart } from './cart-sync.ts';

const { server } = setupMockPlatform();
const strings = resolveStrings();
const copy: Cart = CartSchema.parse({
  entries: [{ id: 'e1', itemId: 'mug', quantity: 3, title: 'Mug', purchasePriceCents: 100 }],
  subtotalCents: 300,
  totalQuantity: 3,
});

afterEach(() => Cookies.remove('CART'));

function refuseReads(times: number) {
  let refused = 0;
  server.use(
    http.get('*/api/commerce/shopping-cart', () => {
      if (refused >= times) return undefined;
      refused += 1;
      // A 400 is not retried by the read's own retries: each refusal is one failed load.
      return HttpResponse.json({ error: 'Bad' }, { status: 400 });
    }),
  );
}

describe('a failed first cart read', () => {
  it('shows the last known cart, then the platform’s once a retry reads it', async () => {
    Cookies.set('CART', 'tok');
    refuseReads(1);
    const store = createCartStore(async () => createHttp(), strings, {
      lastKnown: () => copy,
      loadRetryMs: [0],
    });
    await store.getState().load();
    expect(store.getState().status).toBe('stale');
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(store.getState().error).toBeDefined();
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((state) => {
        if (state.status === 'ready') {
          stop();
          resolve();
        }
      });
    });
    // The mock platform knows no cart for this token: its word (empty) replaces the copy.
    expect(store.getState().cart.totalQuantity).toBe(0);
  });

  it('without a copy the cart is unknown, not empty, and stops retrying after the last pause', async () => {
    Cookies.set('CART', 'tok');
    refuseReads(5);
    const store = createCartStore(async () => createHttp(), strings, { loadRetryMs: [] });
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(store.getState().error?.message).toBeTruthy();
  });
});

describe('the last known cart copy', () => {
  it('is kept by cart sync for every cart the platform gives, with every entry field', async () => {
    const kept = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void kept.set(key, value),
      getItem: (key: string) => kept.get(key) ?? null,
    };
    const store = createCartStore(async () => createHttp(), strings);
    const stop = connectCartSync(store, {
      websiteId: 'site-us',
      openChannel: () => undefined,
      storage: undefined,
      lastKnownStorage: storage,
    });
    const withForm = CartSchema.parse({
      entries: [
        {
          id: 'e1',
          itemId: 'apron',
          quantity: 1,
          additionalFields: '{"initials":"ABC"}',
          additionalFieldsFormId: 'form-1',
          imageUrl: '/a.jpg',
          productUrl: '/shop/p/apron',
        },
        { id: 'e2', quantity: null, title: 'Gone' },
      ],
      subtotalCents: 100,
      totalQuantity: 2,
    });
    store.getState().receive(withForm);
    stop();
    const read = readLastKnownCart('site-us', storage);
    expect(read?.entries[0]).toEqual(withForm.entries[0]);
    expect(read?.setAside).toEqual(withForm.setAside);
    expect(read?.totalQuantity).toBe(2);
    expect(readLastKnownCart('site-other', storage)).toBeUndefined();
  });
});
