// The dataLayer inside the analytics chunk as start() starts it: the owner's opt-in from the page
// context, the one gate (owner switch, not-tracking rules, restrictive cookie policy), the page
// event once the bootstrap config settled, and events kept by the browser entry before analytics loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createServices } from '../../test/services.ts';
import { dispatchStorefrontEvent } from '../contract/storefront-events.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { normalizeProduct } from '../domain/product.ts';
import { addToCartDetail } from './add-detail.test-helper.ts';
import { type AnalyticsOptions, type StartedAnalytics, startAnalytics } from './index.ts';

const { analytics } = setupMockPlatform();

const mugJson = {
  id: 'item-9',
  title: 'Stoneware Mug',
  variants: [{ id: 'v1', sku: 'MUG', priceMoney: { value: '26.00', currency: 'USD' }, unlimited: true }],
};
const pdp = {
  website: { id: 'site-us' },
  pageType: 50,
  collection: { id: 'col-1', type: 13 },
  item: { id: 'item-9', recordType: 11 },
  dataLayer: 'on',
};

let started: StartedAnalytics | undefined;
/** Requests still in flight: each test waits for its own, so none lands in the next test's log. */
const inflight: Promise<unknown>[] = [];
const trackedFetch: typeof fetch = (input, init) => {
  const response = globalThis.fetch(input, init);
  inflight.push(response);
  return response;
};
afterEach(async () => {
  started?.stop();
  await Promise.allSettled(inflight.splice(0));
  started = undefined;
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.body.innerHTML = '';
  localStorage.clear();
});

async function start(context: Record<string, unknown>, options: AnalyticsOptions = {}) {
  document.body.innerHTML = `<div data-storefront-product><script type="application/json">${JSON.stringify(mugJson)}</script></div>`;
  started = startAnalytics(createServices(SiteContextSchema.parse(context)), {
    schedule: (task) => {
      task();
      return () => {};
    },
    pageSpeed: false,
    beacon: null,
    fetch: trackedFetch,
    ...options,
  });
  await started.ready;
  return started;
}

const events = () =>
  ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
    .map((entry) => entry.event)
    .filter(Boolean);

const added = () => addToCartDetail(normalizeProduct(mugJson, 'USD'));

describe('the dataLayer in the analytics chunk', () => {
  it('switched on in the page context: an add kept before analytics loaded, then view_item, then live events, each once', async () => {
    await start(pdp, {
      early: { errors: [], islandErrors: [], events: [{ name: 'added-to-cart', detail: added() }] },
    });
    await vi.waitFor(() => expect(events()).toEqual(['add_to_cart', 'view_item']));
    dispatchStorefrontEvent('form-submitted', { formId: 'restock-item-9', kind: 'restock' });
    await vi.waitFor(() => expect(events()).toEqual(['add_to_cart', 'view_item', 'sign_up']));
    // The platform's own analytics goes on as before.
    await vi.waitFor(() =>
      expect(analytics.ofKind('event').map((entry) => entry.event)).toEqual(
        expect.arrayContaining(['CommerceShopping_AddToCart', 'CommerceShopping_VisitPDP']),
      ),
    );
  });

  it('pushes nothing when the owner has not switched it on', async () => {
    await start({ ...pdp, dataLayer: undefined });
    dispatchStorefrontEvent('added-to-cart', added());
    await vi.waitFor(() =>
      expect(analytics.ofKind('event').map((entry) => entry.event)).toEqual(
        expect.arrayContaining(['CommerceShopping_AddToCart', 'CommerceShopping_VisitPDP']),
      ),
    );
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it("pushes nothing under a restrictive cookie policy, the owner's analytics-off, or for a signed-in account", async () => {
    const cases: [Record<string, unknown>, AnalyticsOptions][] = [
      [{ ...pdp, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }, {}],
      [pdp, { ownerSwitch: 'analytics-off' }],
      [{ ...pdp, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] }, {}],
    ];
    for (const [context, options] of cases) {
      await start(context, options);
      dispatchStorefrontEvent('added-to-cart', added());
      dispatchStorefrontEvent('form-submitted', { formId: 'contact', kind: 'form' });
      started?.stop();
    }
    // The restrictive policy stops the dataLayer, not the platform's cookie-less analytics.
    await vi.waitFor(() =>
      expect(analytics.ofKind('event').map((entry) => entry.event)).toContain('CommerceShopping_AddToCart'),
    );
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
