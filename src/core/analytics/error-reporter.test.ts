import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createHttp } from '../platform/http.ts';
import {
  ERROR_DEBOUNCE_MS,
  ERROR_MAX_BATCHES,
  ERROR_MAX_QUEUED,
  ERROR_STACK_MAX_LENGTH,
} from './constants.ts';
import { createErrorReporter, type JavascriptErrorEvent } from './error-reporter.ts';

const { analytics } = setupMockPlatform();

const BASE = 'https://cdn.example/storefront/';

/** A reporter whose requests are captured by a fake fetch (no network, fake-timer friendly). */
function captured() {
  const batches: JavascriptErrorEvent[][] = [];
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    const body = (await request.clone().json()) as { events: JavascriptErrorEvent[] };
    batches.push(body.events);
    return new Response('{}', { status: 200 });
  });
  const http = createHttp({ fetch });
  // happy-dom's Request drops `keepalive`, so the option is checked where it is handed to ky.
  const post = vi.spyOn(http, 'post');
  const reporter = createErrorReporter({ http, bundleBaseUrl: BASE, version: '1.2.3' });
  return { reporter, batches, requests, post };
}

const island = () => {
  const element = document.createElement('div');
  element.setAttribute('data-storefront', 'cart-pill');
  element.id = 'pill';
  return element;
};

function bundleError(message = 'boom', file = `${BASE}chunks/cart-abc.js`) {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at render (${file}:1:200)`;
  return error;
}

describe('error reporter limits (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('debounces sending by 1 s after the last error', async () => {
    const { reporter, batches } = captured();
    reporter.reportIsland(new Error('one'), island());
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS - 1);
    expect(batches).toHaveLength(0);
    reporter.reportIsland(new Error('two'), island());
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS - 1);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((event) => event.message)).toEqual(['one', 'two']);
    expect(ERROR_DEBOUNCE_MS).toBe(1000);
  });

  it('queues at most 10 events; further ones are dropped and do not postpone the send', async () => {
    const { reporter, batches } = captured();
    reporter.reportIsland(new Error('e0'), island());
    await vi.advanceTimersByTimeAsync(500);
    for (let i = 1; i < 15; i++) reporter.reportIsland(new Error(`e${i}`), island());
    expect(reporter.stats).toMatchObject({ queued: ERROR_MAX_QUEUED, dropped: 5 });
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(10);
    expect(ERROR_MAX_QUEUED).toBe(10);
  });

  it('sends at most 20 batches per page', async () => {
    const { reporter, batches } = captured();
    for (let i = 0; i < 25; i++) {
      reporter.reportIsland(new Error(`batch ${i}`), island());
      await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    }
    expect(batches).toHaveLength(ERROR_MAX_BATCHES);
    expect(ERROR_MAX_BATCHES).toBe(20);
    expect(reporter.stats).toMatchObject({ batchesSent: 20, queued: 0, dropped: 5 });
  });

  it('cuts stacks at 5000 characters', async () => {
    const { reporter, batches } = captured();
    const error = new Error('long');
    error.stack = 'x'.repeat(ERROR_STACK_MAX_LENGTH + 1000);
    reporter.reportIsland(error, island());
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches[0]?.[0]?.stack).toHaveLength(5000);
  });

  it("describes an island's failure with its element and the bundle version", async () => {
    const { reporter, batches } = captured();
    reporter.reportIsland(new TypeError('bad json'), island());
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches[0]?.[0]).toMatchObject({
      type: 'island',
      name: 'TypeError',
      message: 'bad json',
      element: '<div#pill data-storefront="cart-pill">',
      version: '1.2.3',
      pageUrl: location.href,
    });
  });

  it('sends at once, with keepalive, when the page is hidden', async () => {
    const { reporter, batches, requests, post } = captured();
    const stop = reporter.listen();
    reporter.reportIsland(new Error('late'), island());
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(post).toHaveBeenCalledWith(
      'events/RecordJavascriptErrors',
      expect.objectContaining({ keepalive: true }),
    );
    stop();
  });
});

describe('which window errors are reported', () => {
  let stop: () => void = () => {};
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("reports uncaught errors whose file is one of the bundle's scripts", async () => {
    const { reporter, batches } = captured();
    stop = reporter.listen();
    const error = bundleError('from bundle');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'Uncaught Error: from bundle',
        filename: `${BASE}storefront-main.js`,
        lineno: 1,
        colno: 99,
      }),
    );
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches[0]?.[0]).toMatchObject({
      type: 'error',
      message: 'Uncaught Error: from bundle',
      filename: `${BASE}storefront-main.js`,
      line: 1,
      column: 99,
    });
  });

  it('reports errors whose stack passes through the bundle even if thrown from another file', async () => {
    const { reporter, batches } = captured();
    stop = reporter.listen();
    window.dispatchEvent(
      new ErrorEvent('error', { error: bundleError('deep'), message: 'deep', filename: 'https://site/x.js' }),
    );
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches).toHaveLength(1);
  });

  it("ignores the site's own scripts and cross-origin 'Script error.'", async () => {
    const { reporter, batches } = captured();
    stop = reporter.listen();
    const other = new Error('theirs');
    other.stack = 'Error: theirs\n    at https://site.example/theme.js:3:4';
    window.dispatchEvent(
      new ErrorEvent('error', { error: other, message: 'theirs', filename: 'https://site.example/theme.js' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '' }));
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS * 2);
    expect(batches).toHaveLength(0);
  });

  it('reports unhandled rejections from the bundle only', async () => {
    const { reporter, batches } = captured();
    stop = reporter.listen();
    const reject = (reason: unknown) =>
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    reject(bundleError('async boom'));
    reject(new Error('not ours'));
    reject('a string reason');
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(1);
    expect(batches[0]?.[0]).toMatchObject({ type: 'unhandledrejection', message: 'async boom' });
  });

  it('stops listening when stopped', async () => {
    const { reporter, batches } = captured();
    reporter.listen()();
    window.dispatchEvent(new ErrorEvent('error', { error: bundleError(), filename: `${BASE}a.js` }));
    await vi.advanceTimersByTimeAsync(ERROR_DEBOUNCE_MS);
    expect(batches).toHaveLength(0);
  });
});

describe('RecordJavascriptErrors through the mock platform', () => {
  it('posts the batch with the X-CSRF-Token header from the crumb cookie', async () => {
    Cookies.set('crumb', 'crumb-xyz', { path: '/' });
    const reporter = createErrorReporter({ http: createHttp(), bundleBaseUrl: BASE, version: 'v' });
    reporter.reportIsland(new Error('island broke'), island());
    reporter.flush();
    await vi.waitFor(() => expect(analytics.ofKind('js-errors')).toHaveLength(1));
    const [entry] = analytics.ofKind('js-errors');
    expect(entry?.path).toBe('/api/events/RecordJavascriptErrors');
    expect(entry?.csrfToken).toBe('crumb-xyz');
    expect(entry?.data).toEqual([
      expect.objectContaining({ type: 'island', message: 'island broke', name: 'Error' }),
    ]);
  });
});
