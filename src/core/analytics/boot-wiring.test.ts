// The analytics wiring in the browser entry: start() records the page view off the critical path, island
// failures reach RecordJavascriptErrors, and stop() flushes and detaches.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { type StartedStorefront, start } from '../../browser/start.ts';
import { dispatchStorefrontEvent } from '../contract/storefront-events.ts';

const { analytics } = setupMockPlatform();

let started: StartedStorefront | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  started?.stop();
  started = undefined;
  document.body.innerHTML = '';
  delete window.Storefront;
  // Let this test's fire-and-forget requests land before the log is cleared.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

function page(body: string, context: Record<string, unknown>) {
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${JSON.stringify(context)}</script>${body}`;
}

describe('start wiring', () => {
  it('records the page view and the product-list visit after start, not during it', async () => {
    page('', { website: { id: 'site-us' }, collection: { id: 'shop', type: 13 } });
    started = await start();
    expect(analytics.entries()).toEqual([]);
    await vi.waitFor(() => {
      expect(analytics.ofKind('census-hit').map((entry) => entry.event)).toEqual(['view']);
      expect(analytics.ofKind('event').map((entry) => entry.event)).toEqual(['CommerceShopping_VisitPLP']);
    });
  });

  it('maps storefront:quick-view to the census quick-view call, also for one opened before analytics loaded', async () => {
    page('', { website: { id: 'site-us' }, collection: { id: 'shop', type: 13 } });
    started = await start();
    dispatchStorefrontEvent('quick-view', { productId: 'early-1' }); // analytics not loaded yet
    await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
    dispatchStorefrontEvent('quick-view', { productId: 'site-us-linen-tee' });
    await vi.waitFor(() =>
      expect(analytics.ofKind('census-quick-view').map((entry) => entry.path)).toEqual([
        '/api/census/RecordQuickView/early-1',
        '/api/census/RecordQuickView/site-us-linen-tee',
      ]),
    );
  });

  it("reports an island's failure to RecordJavascriptErrors (sent on stop at the latest)", async () => {
    page(
      '<div data-storefront="cart-pill" id="bad"><script type="application/json">{oops</script><span>server pill</span></div>',
      { website: { id: 'site-us' } },
    );
    const running = await start({ eager: true });
    // The island logs its failure once; then stopping must send the queued report at once.
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(analytics.ofKind('js-errors')).toHaveLength(0);
    running?.stop();
    await vi.waitFor(() => expect(analytics.ofKind('js-errors')).toHaveLength(1));
    expect(analytics.ofKind('js-errors')[0]?.data).toEqual([
      expect.objectContaining({ type: 'island', element: '<div#bad data-storefront="cart-pill">' }),
    ]);
  });

  it("still calls the page's own reportError", async () => {
    const own = vi.fn();
    page('<div data-storefront="no-such-widget" id="x"></div>', { website: { id: 'site-us' } });
    started = await start({ eager: true, reportError: own });
    await vi.waitFor(() => expect(own).toHaveBeenCalledTimes(1));
    expect(own.mock.calls[0]?.[1]).toBe(document.getElementById('x'));
  });
});
