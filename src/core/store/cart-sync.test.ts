import { describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { CART_REREAD_AFTER_HIDDEN_MS } from '../domain/cart-rules.ts';
import { createHttp } from '../platform/http.ts';
import { resolveStrings } from '../words/strings.ts';
import { createCartStore } from './cart-store.ts';
import { CART_SYNC_STORAGE_PREFIX, connectCartSync, readSyncMessage, type SyncChannel } from './cart-sync.ts';

const { server } = setupMockPlatform();
const strings = resolveStrings();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };

function makeStore() {
  return createCartStore(async () => createHttp({ apiRoot: '/api/' }), strings, { quantityQuietMs: 0 });
}

/** A page's visibility, switched by the test. */
function fakeDocument() {
  class FakeDocument extends EventTarget {
    visibilityState: DocumentVisibilityState = 'visible';
    show(next: DocumentVisibilityState) {
      this.visibilityState = next;
      this.dispatchEvent(new Event('visibilitychange'));
    }
  }
  return new FakeDocument();
}

/** Two tabs of one site (and more): each a store connected over the real BroadcastChannel. */
function tab(websiteId: string, extra: Partial<Parameters<typeof connectCartSync>[1]> = {}) {
  const store = makeStore();
  const disconnect = connectCartSync(store, { websiteId, document: fakeDocument(), ...extra });
  return { store, disconnect };
}

describe('cart sync between tabs', () => {
  it('a change in one tab shows in the other tabs of the same site', async () => {
    const a = tab('site-us');
    const b = tab('site-us');
    await a.store.getState().add({ ...mug, quantity: 2 });
    await vi.waitFor(() => expect(b.store.getState().cart.totalQuantity).toBe(2));
    const id = a.store.getState().cart.entries[0]?.id ?? '';
    await a.store.getState().remove(id);
    await vi.waitFor(() => expect(b.store.getState().cart.totalQuantity).toBe(0));
    a.disconnect();
    b.disconnect();
  });

  it('carts of different sites on one origin never mix', async () => {
    const us = tab('site-us');
    const jp = tab('site-jp');
    const us2 = tab('site-us');
    await us.store.getState().add(mug);
    await vi.waitFor(() => expect(us2.store.getState().cart.totalQuantity).toBe(1));
    expect(jp.store.getState().cart.totalQuantity).toBe(0);
    expect(
      readSyncMessage(
        { v: 2, tab: 'x', websiteId: 'site-us', at: 1, cart: { totalQuantity: 1 } },
        'site-jp',
        'y',
      ),
    ).toBe(undefined);
    for (const t of [us, jp, us2]) t.disconnect();
  });

  it('only cart totals and entries cross: no cart token, nothing else', async () => {
    const posted: unknown[] = [];
    const channel: SyncChannel = {
      postMessage: (message) => posted.push(message),
      addEventListener: () => {},
      removeEventListener: () => {},
      close: () => {},
    };
    const a = tab('site-us', { openChannel: () => channel });
    await a.store.getState().add(mug);
    const message = posted[0] as Record<string, Record<string, unknown>>;
    expect(Object.keys(message).sort()).toEqual(['at', 'cart', 'tab', 'v', 'websiteId']);
    expect(Object.keys(message.cart ?? {}).sort()).toEqual([
      'discountCents',
      'entries',
      'grandTotalCents',
      'shippingCostCents',
      'subtotal',
      'subtotalCents',
      'taxCents',
      'totalQuantity',
    ]);
    expect(JSON.stringify(message)).not.toContain(a.store.getState().confirmed.id ?? 'no-token');
    // A message with extra fields is cut down to the same shape on arrival.
    const received = readSyncMessage(
      {
        v: 2,
        tab: 'other',
        websiteId: 'site-us',
        at: 1,
        cart: { ...message.cart, id: 'secret', coupons: ['X'] },
      },
      'site-us',
      'me',
    );
    expect(received?.cart.totalQuantity).toBe(1);
    expect(received?.cart).not.toHaveProperty('id');
    expect(received?.cart).not.toHaveProperty('coupons');
    a.disconnect();
  });

  it('falls back to the storage event, leaving nothing in storage', async () => {
    const windows = [new EventTarget(), new EventTarget()];
    const stored = new Map<string, string>();
    const storageFor = (own: EventTarget) => ({
      setItem(key: string, value: string) {
        stored.set(key, value);
        for (const other of windows) {
          if (other === own) continue;
          const event = Object.assign(new Event('storage'), { key, newValue: value });
          other.dispatchEvent(event);
        }
      },
      removeItem: (key: string) => void stored.delete(key),
    });
    const [w1, w2] = windows as [EventTarget, EventTarget];
    const a = tab('site-us', { openChannel: () => undefined, storage: storageFor(w1), storageEvents: w1 });
    const b = tab('site-us', { openChannel: () => undefined, storage: storageFor(w2), storageEvents: w2 });
    await a.store.getState().add(mug);
    expect(b.store.getState().cart.totalQuantity).toBe(1);
    expect(stored.has(`${CART_SYNC_STORAGE_PREFIX}site-us`)).toBe(false);
    a.disconnect();
    b.disconnect();
  });

  it('a tab shown again after a long time hidden re-reads the cart once', async () => {
    await makeStore().getState().add(mug); // the visitor has a cart (cookie)
    let now = 0;
    const doc = fakeDocument();
    const store = makeStore();
    const disconnect = connectCartSync(store, {
      websiteId: 'site-us',
      document: doc,
      openChannel: () => undefined,
      now: () => now,
    });
    let gets = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') gets += 1;
    });
    doc.show('hidden');
    now += CART_REREAD_AFTER_HIDDEN_MS - 1;
    doc.show('visible');
    expect(gets).toBe(0);
    doc.show('hidden');
    now += CART_REREAD_AFTER_HIDDEN_MS;
    doc.show('visible');
    doc.show('visible');
    await vi.waitFor(() => expect(store.getState().cart.totalQuantity).toBe(1));
    expect(gets).toBe(1);
    disconnect();
  });

  it('a change heard while this tab’s own call is under way is settled by a re-read', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    let gets = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') gets += 1;
    });
    const adding = store.getState().add(mug);
    store.getState().receive({ entries: [], totalQuantity: 0, subtotalCents: 0 });
    await adding;
    await vi.waitFor(() => expect(gets).toBe(1));
    await vi.waitFor(() => expect(store.getState().cart.totalQuantity).toBe(2));
  });

  it('a message that arrives late with an older cart than this tab holds is not adopted', async () => {
    const posted: Record<string, unknown>[] = [];
    let deliver: ((event: MessageEvent) => void) | undefined;
    const channel: SyncChannel = {
      postMessage: (message) => posted.push(message as Record<string, unknown>),
      addEventListener: (_type, listener) => {
        deliver = listener;
      },
      removeEventListener: () => {},
      close: () => {},
    };
    let now = 1000;
    const a = tab('site-us', { openChannel: () => channel, now: () => now });
    await a.store.getState().add(mug);
    expect(posted.at(-1)?.at).toBe(1000);
    const cart = posted.at(-1)?.cart as { totalQuantity: number };
    const send = (at: number, totalQuantity: number) =>
      deliver?.({
        data: { v: 2, tab: 'b', websiteId: 'site-us', at, cart: { ...cart, totalQuantity } },
      } as MessageEvent);
    // Another tab's answer from before this tab's: late, so this tab keeps its own.
    send(999, 7);
    expect(a.store.getState().cart.totalQuantity).toBe(1);
    // A newer one is adopted, and an older one after it is not.
    now = 2000;
    send(1500, 3);
    expect(a.store.getState().cart.totalQuantity).toBe(3);
    send(1200, 9);
    expect(a.store.getState().cart.totalQuantity).toBe(3);
    a.disconnect();
  });
});
