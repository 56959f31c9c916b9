import { describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { createHttp } from '../core/platform/http.ts';
import { createCartStore } from '../core/store/cart-store.ts';
import { connectCartSync } from '../core/store/cart-sync.ts';
import { resolveStrings } from '../core/words/strings.ts';
import { connectCartSyncWhenIdle } from './cart-sync-later.ts';

setupMockPlatform();
const strings = resolveStrings();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };
const makeStore = () =>
  createCartStore(async () => createHttp({ apiRoot: '/api/' }), strings, { quantityQuietMs: 0 });

describe('cart sync connected when idle', () => {
  it('keeps what another tab sent before the sync connected', async () => {
    const other = makeStore();
    const stopOther = connectCartSync(other, { websiteId: 'site-us' });
    const page = makeStore();
    const stop = connectCartSyncWhenIdle(page, 'site-us');
    // The other tab's add is told at once, before this page's sync chunk has connected.
    await other.getState().add({ ...mug, quantity: 3 });
    await vi.waitFor(() => expect(page.getState().cart.totalQuantity).toBe(3));
    stop();
    stopOther();
  });

  it('tells the other tabs a cart this page confirmed before the sync connected', async () => {
    const other = makeStore();
    const stopOther = connectCartSync(other, { websiteId: 'site-us' });
    const page = makeStore();
    const stop = connectCartSyncWhenIdle(page, 'site-us');
    const added = page.getState().add({ ...mug, quantity: 2 });
    await added;
    await vi.waitFor(() => expect(other.getState().cart.totalQuantity).toBe(2));
    stop();
    stopOther();
  });
});
