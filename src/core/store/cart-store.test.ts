import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createHttp } from '../platform/http.ts';
import { PlatformError } from '../platform/platform-error.ts';
import { resolveStrings } from '../words/strings.ts';
import { createCartStore, shouldLoadCart } from './cart-store.ts';

const { model, server } = setupMockPlatform();
const strings = resolveStrings();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };

function makeStore() {
  return createCartStore(async () => createHttp({ apiRoot: '/api/' }), strings);
}

describe('shouldLoadCart', () => {
  it.each([
    [{}, false],
    [{ CART: 'abc' }, true],
    [{ SiteUserInfo: encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' })) }, true],
    [{ SiteUserInfo: encodeURIComponent(JSON.stringify({ authenticated: false })) }, false],
    [{ SiteUserInfo: 'not json' }, false],
  ])('cookies %o -> %s', (cookies, expected) => {
    const jar = cookies as Record<string, string>;
    expect(shouldLoadCart({ get: (name) => jar[name] })).toBe(expected);
  });
});

describe('cart store', () => {
  it('reports a platform chunk that cannot load as the network failure; nothing is sent', async () => {
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    const failure = new PlatformError('network', strings.checkConnection);
    let http: Promise<ReturnType<typeof createHttp>> = Promise.reject(failure);
    http.catch(() => {});
    const store = createCartStore(() => http, strings);
    await expect(store.getState().add(mug)).rejects.toBe(failure);
    expect(calls).toBe(0);
    Cookies.set('CART', 'abc');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', error: failure });
    // The next call loads it again, and the add goes through.
    http = Promise.resolve(createHttp({ apiRoot: '/api/' }));
    await store.getState().add(mug);
    expect(store.getState().cart.totalQuantity).toBe(1);
  });

  it('does not call the platform when the visitor has no cart', async () => {
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    const store = makeStore();
    await store.getState().load();
    expect(calls).toBe(0);
    expect(store.getState().cart.totalQuantity).toBe(0);
  });

  it('loads the existing cart when the cart cookie is present', async () => {
    const seeded = makeStore();
    await seeded.getState().add({ ...mug, quantity: 2 });
    const store = makeStore();
    await store.getState().load();
    expect(store.getState().status).toBe('ready');
    expect(store.getState().cart.totalQuantity).toBe(2);
  });

  it('runs adds one at a time and keeps every one of them', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    server.events.on('request:start', () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    });
    server.events.on('response:mocked', () => {
      inFlight -= 1;
    });
    const store = makeStore();
    await Promise.all([store.getState().add(mug), store.getState().add(mug), store.getState().add(mug)]);
    expect(maxInFlight).toBe(1);
    expect(store.getState().cart.totalQuantity).toBe(3);
  });

  it.each([
    ['csrf-expired', 'csrf', 'Your session has expired. Please reload the page and try again.'],
    ['rate-limit', 'rate-limit', 'Please try again in a few seconds.'],
    ['offline', 'network', 'Please check your internet connection.'],
    ['server-error', 'http', 'Please try again.'],
  ] as const)(
    'maps scenario %s to a %s error with the catalogue message',
    async (scenario, kind, message) => {
      model.scenario = scenario;
      const store = makeStore();
      const failure = await store
        .getState()
        .add(mug)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(PlatformError);
      expect(failure).toMatchObject({ kind, message });
      expect(store.getState().cart.totalQuantity).toBe(0);
    },
  );

  it('never retries an add on its own, even on a retryable status', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/commerce/shopping-cart/entries', () => {
        posts += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    await makeStore()
      .getState()
      .add(mug)
      .catch(() => undefined);
    expect(posts).toBe(1);
  });

  it('retries a failed read before giving up', async () => {
    Cookies.set('CART', 'known');
    let gets = 0;
    server.use(
      http.get('*/api/commerce/shopping-cart', () => {
        gets += 1;
        return gets < 3
          ? HttpResponse.json({}, { status: 503 })
          : HttpResponse.json({ entries: [], totalQuantity: 4, subtotalCents: 100 });
      }),
    );
    const store = makeStore();
    await store.getState().load();
    expect(gets).toBe(3);
    expect(store.getState().cart.totalQuantity).toBe(4);
  });

  it('tells shoppers to enable cookies when the crumb fails and cookies are off', async () => {
    const { toPlatformError } = await import('../platform/errors.ts');
    const { HTTPError } = await import('ky');
    const response = new Response(JSON.stringify({ crumbFail: true }), { status: 403 });
    const error = new HTTPError(response, new Request('http://localhost/api/x'), {} as never);
    expect((await toPlatformError(error, strings, false)).message).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });
});
