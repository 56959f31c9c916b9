import Cookies from 'js-cookie';
// The cart store against the mock platform: re-reads after a write whose outcome is unknown
// (never re-sending it), optimistic quantities with rollback, and coalesced stepper clicks.
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { resetFailureLog } from '../platform/errors.ts';
import { createHttp } from '../platform/http.ts';
import { PlatformError } from '../platform/platform-error.ts';
import { resolveStrings } from '../words/strings.ts';
import { createCartStore } from './cart-store.ts';

const { model, server } = setupMockPlatform();
const strings = resolveStrings();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };
const tee = { itemId: 'site-us-linen-tee', sku: 'LINENTEE-2', quantity: 1 };

function makeStore(quantityQuietMs = 0) {
  return createCartStore(async () => createHttp({ apiRoot: '/api/' }), strings, { quantityQuietMs });
}

/** Counts requests by "METHOD path". */
function countRequests() {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return (key: string) => counts.get(key) ?? 0;
}

/** What the platform holds for this visitor, read straight from the mock. */
async function platformCart() {
  const response = await fetch('http://localhost/api/commerce/shopping-cart');
  return (await response.json()) as { totalQuantity: number; entries: { id: string; quantity: number }[] };
}

afterEach(() => vi.useRealTimers());

/** The console lines a lost write leaves (spied, so they stay out of the test log). */
function spyConsole() {
  resetFailureLog();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const lines = (spy: typeof warn) => spy.mock.calls.map((call) => String(call[0]));
  return { warnings: () => lines(warn), infos: () => lines(info) };
}

const UNKNOWN = 'its outcome is unknown, so the cart is read again to see whether the platform applied it';
const APPLIED =
  '[Storefront] the cart read again holds the change whose outcome was unknown; the shopper sees it applied';

describe('reconciliation after a write whose outcome is unknown', () => {
  it('an add the platform applied but whose answer was lost: the re-read says it landed', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    const requests = countRequests();
    const logged = spyConsole();
    model.scenario = 'drop-after-apply';
    // Issue 24: the shopper is told what happened to the add, not that its answer was lost.
    const response = await store.getState().add(mug);
    // Issue 49 item 2: and the console says what the shopper sees ('Added!'), not a failure.
    expect(logged.warnings()).toEqual([
      `[Storefront] POST /api/commerce/shopping-cart/entries failed: network; ${UNKNOWN}`,
    ]);
    expect(logged.infos()).toEqual([APPLIED]);
    expect(response.shoppingCart.totalQuantity).toBe(2);
    expect(response.newlyAdded).toMatchObject({ itemId: mug.itemId, quantity: 2 });
    expect(store.getState().cart.totalQuantity).toBe(2);
    expect((await platformCart()).totalQuantity).toBe(2);
    expect(requests('POST /api/commerce/shopping-cart/entries')).toBe(1); // never re-sent
    expect(requests('GET /api/commerce/shopping-cart')).toBe(2); // the re-read (+ the check above)
  });

  it('an add whose connection dropped before the platform applied it still fails', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    const logged = spyConsole();
    model.scenario = 'offline';
    const failure = await store
      .getState()
      .add(mug)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'network', message: 'Please check your internet connection.' });
    expect(logged.warnings()).toEqual([
      `[Storefront] POST /api/commerce/shopping-cart/entries failed: network; ${UNKNOWN}`,
      expect.stringMatching(/^\[Storefront\] GET \/api\/commerce\/shopping-cart failed/),
      '[Storefront] the cart could not be read again after a change whose outcome was unknown; the shopper is shown "Please check your internet connection."',
    ]);
    model.scenario = 'none';
    expect((await platformCart()).totalQuantity).toBe(1);
    expect(store.getState().cart.totalQuantity).toBe(1);
  });

  it('an add that lands beside a malformed entry is reported as added', async () => {
    const store = makeStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/commerce/shopping-cart/entries', () =>
        HttpResponse.json({
          shoppingCart: {
            entries: [
              { id: 'gone', itemId: 'x', quantity: 1, title: null },
              { id: 'bad', title: 'Old Mug', quantity: null },
              { id: 'new', itemId: mug.itemId, chosenVariant: { sku: mug.sku }, quantity: 1 },
            ],
            subtotalCents: 5000,
            totalQuantity: 3,
          },
          newlyAdded: { id: 'new', itemId: mug.itemId, quantity: 1, title: null },
        }),
      ),
    );
    const response = await store.getState().add(mug);
    expect(response.shoppingCart.entries.map((entry) => entry.id)).toEqual(['gone', 'new']);
    expect(response.shoppingCart.setAside).toEqual([
      { id: 'bad', title: 'Old Mug', problem: expect.stringContaining('quantity') },
    ]);
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^\[Storefront\] cart: 1 of 3 cart entries set aside.*bad: quantity/),
    ]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'an entry whose id is %s changes quantity like any other',
    async (id) => {
      const store = makeStore();
      const cart = (quantity: number) => ({
        shoppingCart: {
          entries: [
            { id, itemId: mug.itemId, chosenVariant: { sku: mug.sku }, quantity, purchasePriceCents: 100 },
          ],
          subtotalCents: quantity * 100,
          totalQuantity: quantity,
        },
      });
      server.use(
        http.get('*/api/commerce/shopping-cart', () => HttpResponse.json(cart(1).shoppingCart)),
        http.put('*/api/commerce/shopping-cart/entries/:entryId', () => HttpResponse.json(cart(3))),
      );
      Cookies.set('CART', 'proto-test');
      await store.getState().load();
      expect(store.getState().cart.entries[0]?.quantity).toBe(1);
      const pending = store.getState().updateQuantity(id, 3);
      expect(store.getState().cart.entries[0]?.quantity).toBe(3);
      await pending;
      expect(store.getState().cart.totalQuantity).toBe(3);
      expect(store.getState().pendingQuantities).toEqual({});
    },
  );

  it('a removal whose answer was lost: re-read, not re-sent, and removed (issue 49 item 2)', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    await store.getState().add(tee);
    const entry = store.getState().cart.entries[0];
    const logged = spyConsole();
    model.scenario = 'drop-after-apply';
    const requests = countRequests();
    const cart = await store.getState().remove(entry?.id ?? '');
    expect(cart.entries.map((e) => e.itemId)).toEqual([tee.itemId]);
    expect(store.getState().cart.entries.map((e) => e.itemId)).toEqual([tee.itemId]);
    expect(store.getState().removing).toEqual({});
    expect(requests(`DELETE /api/commerce/shopping-cart/entries/${entry?.id}`)).toBe(1);
    expect(logged.warnings()).toEqual([
      `[Storefront] DELETE /api/commerce/shopping-cart/entries/${entry?.id} failed: network; ${UNKNOWN}`,
    ]);
    expect(logged.infos()).toEqual([APPLIED]);
  });

  it('a quantity change whose answer was lost reads as applied when the platform holds it (issue 49 item 2)', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    const id = store.getState().cart.entries[0]?.id ?? '';
    const logged = spyConsole();
    model.scenario = 'drop-after-apply';
    const requests = countRequests();
    const cart = await store.getState().updateQuantity(id, 3);
    expect(cart.entries[0]?.quantity).toBe(3);
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(store.getState().pendingQuantities).toEqual({});
    expect(store.getState().error).toBeUndefined();
    expect(requests(`PUT /api/commerce/shopping-cart/entries/${id}`)).toBe(1);
    expect(logged.warnings()).toEqual([
      `[Storefront] PUT /api/commerce/shopping-cart/entries/${id} failed: network; ${UNKNOWN}`,
    ]);
    expect(logged.infos()).toEqual([APPLIED]);
  });

  it('a quantity change whose answer was lost fails when the cart read again does not hold it', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    const id = store.getState().cart.entries[0]?.id ?? '';
    const logged = spyConsole();
    // A 503 to the write (applied nothing), then the cart reads fine: the change is not there.
    server.use(
      http.put('*/api/commerce/shopping-cart/entries/:entryId', () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(store.getState().updateQuantity(id, 3)).rejects.toMatchObject({
      message: 'Please try again.',
    });
    expect(store.getState().cart.totalQuantity).toBe(1);
    expect(logged.warnings()).toEqual([
      `[Storefront] PUT /api/commerce/shopping-cart/entries/${id} failed: HTTP 503; ${UNKNOWN}`,
      '[Storefront] the cart read again does not hold the change whose outcome was unknown; the shopper is shown "Please try again."',
    ]);
    expect(logged.infos()).toEqual([]);
  });

  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 })],
    ['a 503', () => HttpResponse.json({}, { status: 503 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('re-reads after %s on an add', async (_name, answer) => {
    const store = makeStore();
    await store.getState().add(mug);
    const requests = countRequests();
    server.use(http.post('*/api/commerce/shopping-cart/entries', answer));
    await expect(store.getState().add(mug)).rejects.toBeInstanceOf(PlatformError);
    expect(requests('POST /api/commerce/shopping-cart/entries')).toBe(1);
    expect(requests('GET /api/commerce/shopping-cart')).toBe(1);
  });

  it.each([
    ['rate-limit', 429],
    ['csrf-expired', 403],
  ] as const)('does not re-read after %s (%i): nothing was applied', async (scenario, _status) => {
    const store = makeStore();
    await store.getState().add(mug);
    model.scenario = scenario;
    const requests = countRequests();
    await expect(store.getState().add(mug)).rejects.toBeInstanceOf(PlatformError);
    expect(requests('GET /api/commerce/shopping-cart')).toBe(0);
    expect(store.getState().cart.totalQuantity).toBe(1);
  });
});

describe('quantity changes', () => {
  it('show at once (entry and totals) and settle on the platform answer', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    const id = store.getState().cart.entries[0]?.id ?? '';
    const done = store.getState().updateQuantity(id, 3);
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(store.getState().cart.subtotalCents).toBe(7800);
    expect(store.getState().confirmed.totalQuantity).toBe(1);
    await done;
    expect(store.getState().pendingQuantities).toEqual({});
    expect((await platformCart()).totalQuantity).toBe(3);
  });

  it('roll back with the catalogue message when the platform refuses', async () => {
    const store = makeStore();
    await store.getState().add(mug);
    const id = store.getState().cart.entries[0]?.id ?? '';
    model.scenario = 'rate-limit';
    const change = store.getState().updateQuantity(id, 5);
    expect(store.getState().cart.totalQuantity).toBe(5);
    await expect(change).rejects.toMatchObject({ message: 'Please try again in a few seconds.' });
    expect(store.getState().cart.totalQuantity).toBe(1);
    expect(store.getState().pendingQuantities).toEqual({});
  });

  it('refuses a quantity outside 1-9999 without calling the platform', async () => {
    const store = makeStore();
    const requests = countRequests();
    await expect(store.getState().updateQuantity('entry-1', 0)).rejects.toThrow(
      'Quantity must be between 1 and 9999.',
    );
    await expect(store.getState().updateQuantity('entry-1', 1.5)).rejects.toThrow();
    expect(requests('PUT /api/commerce/shopping-cart/entries/entry-1')).toBe(0);
  });

  it('coalesce rapid stepper clicks into one call per entry, one call at a time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = makeStore(400);
    await store.getState().add(mug);
    await store.getState().add(tee);
    const [a, b] = store.getState().cart.entries.map((e) => e.id);
    const requests = countRequests();
    let inFlight = 0;
    let maxInFlight = 0;
    server.events.on('request:start', () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    });
    server.events.on('response:mocked', () => {
      inFlight -= 1;
    });
    const clicks = [2, 3, 4, 5].map((q) => store.getState().updateQuantity(a ?? '', q));
    clicks.push(store.getState().updateQuantity(b ?? '', 2));
    expect(store.getState().cart.totalQuantity).toBe(7);
    await vi.advanceTimersByTimeAsync(400);
    await Promise.all(clicks);
    expect(requests(`PUT /api/commerce/shopping-cart/entries/${a}`)).toBe(1);
    expect(requests(`PUT /api/commerce/shopping-cart/entries/${b}`)).toBe(1);
    expect(maxInFlight).toBe(1);
    expect((await platformCart()).totalQuantity).toBe(7);
    expect(store.getState().cart.totalQuantity).toBe(7);
  });

  it('a removal replaces a quantity change still settling for the same entry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = makeStore(400);
    await store.getState().add(mug);
    const id = store.getState().cart.entries[0]?.id ?? '';
    const requests = countRequests();
    const change = store.getState().updateQuantity(id, 4);
    const removal = store.getState().remove(id);
    await Promise.all([change, removal]);
    expect(requests(`PUT /api/commerce/shopping-cart/entries/${id}`)).toBe(0);
    expect(requests(`DELETE /api/commerce/shopping-cart/entries/${id}`)).toBe(1);
    expect(store.getState().cart.totalQuantity).toBe(0);
  });
});

describe('form answers', () => {
  it('replaces an entry’s answers with its item and sku', async () => {
    const store = makeStore();
    await store.getState().add({ ...mug, additionalFields: JSON.stringify({ Name: 'Ada' }) });
    const id = store.getState().cart.entries[0]?.id ?? '';
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') body = await request.clone().json();
    });
    const cart = await store.getState().updateEntryFields(id, { Name: 'Grace' });
    expect(body).toEqual({ itemId: mug.itemId, sku: mug.sku, additionalFields: '{"Name":"Grace"}' });
    expect(cart.entries[0]?.additionalFields).toBe('{"Name":"Grace"}');
  });

  it('rejects with "Unable to open form" for an entry the cart does not hold', async () => {
    await expect(makeStore().getState().updateEntryFields('nope', '{}')).rejects.toMatchObject({
      message: 'Unable to open form',
    });
  });
});
