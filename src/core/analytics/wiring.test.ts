// Issue 15 through the mock platform: the bootstrap config, every DOM-event trigger, the v2 twin
// of each commerce event, order analytics and the gate, as startAnalytics wires them.
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createServices } from '../../test/services.ts';
import { dispatchStorefrontEvent } from '../contract/storefront-events.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { normalizeProduct } from '../domain/product.ts';
import { addToCartDetail } from './add-detail.test-helper.ts';
import { type AnalyticsOptions, type StartedAnalytics, startAnalytics } from './index.ts';
import { SENT_ORDERS_KEY } from './order.ts';

const { analytics, server } = setupMockPlatform();

const plpContext = {
  website: { id: 'site-us' },
  templateId: 'tmpl-7',
  pageType: 2,
  collection: { id: 'shop', title: 'Shop', type: 13 },
};
const order = {
  id: 'order-1001',
  grandTotalCents: 5450,
  shippingTotalCents: 500,
  taxTotalCents: 450,
  items: [{ sku: 'MUG-BLUE', productName: 'Stoneware Mug', quantity: 2, unitPriceCents: 2250 }],
};
const cart: Cart = {
  id: 'cart-1',
  entries: [
    {
      id: 'e1',
      itemId: 'p1',
      quantity: 2,
      title: 'Stoneware Mug',
      purchasePriceCents: 2250,
      chosenVariant: { sku: 'MUG-BLUE' },
    },
  ],
  subtotalCents: 4500,
  totalQuantity: 2,
};
const product = normalizeProduct({
  id: 'p1',
  name: 'Engraved Mug',
  additionalFieldsFormId: 'form-engraving',
  variants: [{ id: 'v1', sku: 'MUG-ENG', priceMoney: { value: '30.00', currency: 'USD' }, unlimited: true }],
});

let started: StartedAnalytics | undefined;
const inflight: Promise<unknown>[] = [];
const urls: string[] = [];
const trackedFetch: typeof fetch = (input, init) => {
  urls.push(String(input));
  const response = globalThis.fetch(input, init);
  inflight.push(response);
  return response;
};
afterEach(async () => {
  started?.stop();
  started = undefined;
  await Promise.allSettled(inflight.splice(0));
  await new Promise((resolve) => setTimeout(resolve, 20));
  urls.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

async function start(context: Record<string, unknown> = plpContext, options: AnalyticsOptions = {}) {
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

const kinds = () => analytics.entries().map((entry) => entry.kind);
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('bootstrap config', () => {
  it('is read once, before the page view, and names the v2 environment', async () => {
    const running = await start();
    await expect(running.config).resolves.toEqual({ censusDisabled: false, analyticsEnvironment: 'prod' });
    await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
    expect(analytics.ofKind('context-config')).toHaveLength(1);
    expect(kinds().indexOf('context-config')).toBeLessThan(kinds().indexOf('census-hit'));
  });

  it('a failure is reported to the error reporter and null is used: tracking goes on', async () => {
    server.use(http.get('*/api/context/config', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const running = await start();
    await expect(running.config).resolves.toBeNull();
    await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
    running.stop();
    await vi.waitFor(() => expect(analytics.ofKind('js-errors')).toHaveLength(1));
    expect(analytics.ofKind('js-errors')[0]?.data).toEqual([
      expect.objectContaining({ type: 'caught', where: 'bootstrap-config' }),
    ]);
  });

  it('a malformed config counts as a failure too', async () => {
    server.use(http.get('*/api/context/config', () => HttpResponse.json({ analyticsEnvironment: 'moon' })));
    const running = await start();
    await expect(running.config).resolves.toBeNull();
  });

  it("the platform's census switch turns visitor analytics off, events included", async () => {
    server.use(http.get('*/api/context/config', () => HttpResponse.json({ censusDisabled: true })));
    const running = await start();
    await expect(running.config).resolves.toEqual({ censusDisabled: true });
    dispatchStorefrontEvent('form-render', { formId: 'f1' });
    dispatchStorefrontEvent('view-cart', { cart });
    await settle();
    // (This test's own config handler does not log; nothing else arrived either.)
    expect(kinds()).toEqual([]);
  });

  it('is not read on a page that tracks nothing (signed in)', async () => {
    const running = await start({ ...plpContext, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] });
    await expect(running.config).resolves.toBeNull();
    await settle();
    expect(analytics.entries()).toEqual([]);
  });

  it('events fired before the config arrived wait for it, then go', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/context/config', async () => {
        await gate;
        return HttpResponse.json({});
      }),
    );
    started = startAnalytics(createServices(SiteContextSchema.parse(plpContext)), {
      schedule: (task) => {
        task();
        return () => {};
      },
      pageSpeed: false,
      beacon: null,
      fetch: trackedFetch,
    });
    dispatchStorefrontEvent('quick-view', { productId: 'p1' });
    await settle();
    expect(analytics.ofKind('census-quick-view')).toHaveLength(0);
    release();
    await vi.waitFor(() => expect(analytics.ofKind('census-quick-view')).toHaveLength(1));
  });

  it("sends v2 events to the config's collector, and validates each in the dev environment", async () => {
    server.use(
      http.get('*/api/context/config', () =>
        HttpResponse.json({ analyticsEnvironment: 'dev', collectorOrigin: 'https://collector.dev.example' }),
      ),
    );
    await start();
    await vi.waitFor(() => expect(analytics.ofKind('v2-validate')).toHaveLength(1));
    await vi.waitFor(() => expect(analytics.ofKind('v2-event')).toHaveLength(1));
    const [event] = analytics.ofKind('v2-event');
    expect(event?.event).toBe('CommerceShopping_VisitPLP');
    expect(event?.data).toMatchObject({
      source_environment: 'dev',
      custom_schema_name: 'CommerceShopping_VisitPLP',
    });
    expect(urls).toContain('https://collector.dev.example/api/v1/clanker/events');
    expect(analytics.ofKind('v2-validate')[0]?.path).toBe(
      '/api/v1/clanker/validate-event-content/CommerceShopping_VisitPLP',
    );
  });

  it('never validates outside the dev environment', async () => {
    await start();
    await vi.waitFor(() => expect(analytics.ofKind('v2-event')).toHaveLength(1));
    await settle();
    expect(analytics.ofKind('v2-validate')).toHaveLength(0);
  });
});

describe('triggers through the mock platform', () => {
  it('each census call arrives once with its fields, the page fields and the visitor cookie', async () => {
    await start();
    await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
    const visitor = analytics.ofKind('census-hit')[0]?.fields?.ss_cvr;
    dispatchStorefrontEvent('quick-view', { productId: 'p1' });
    dispatchStorefrontEvent('overlay-open', { kind: 'quick-view', id: 'p1' });
    dispatchStorefrontEvent('form-render', { formId: 'form-9' });
    dispatchStorefrontEvent('button-render', { blockId: 'b1', href: '/blog/', text: 'Read' });
    dispatchStorefrontEvent('button-click', { blockId: 'b1', href: '/blog/', text: 'Read' });
    await vi.waitFor(() => expect(analytics.ofKind('census-button-click')).toHaveLength(1));
    await settle();
    expect(analytics.ofKind('census-quick-view').map((entry) => entry.path)).toEqual([
      '/api/census/RecordQuickView/p1',
    ]);
    const page = { websiteId: 'site-us', templateId: 'tmpl-7', collectionId: 'shop', visitorCookie: visitor };
    expect(analytics.ofKind('census-overlay').map((entry) => entry.body)).toEqual([
      expect.objectContaining({ ...page, overlayKind: 'quick-view', overlayId: 'p1' }),
    ]);
    expect(analytics.ofKind('census-form-render').map((entry) => entry.body)).toEqual([
      expect.objectContaining({ ...page, formId: 'form-9' }),
    ]);
    for (const kind of ['census-button-render', 'census-button-click'] as const) {
      expect(analytics.ofKind(kind).map((entry) => entry.body)).toEqual([
        expect.objectContaining({ ...page, blockId: 'b1', buttonText: 'Read', buttonUrl: '/blog/' }),
      ]);
    }
  });

  it('ViewCart, RemoveFromCart, OpenCustomProductForm, SaveCustomProductForm: legacy and v2, once each', async () => {
    await start({ website: { id: 'site-us' }, pageType: 200 });
    dispatchStorefrontEvent('view-cart', { cart });
    const [line] = cart.entries;
    if (line)
      dispatchStorefrontEvent('remove-from-cart', {
        entry: line,
        cart: { ...cart, entries: [], totalQuantity: 0 },
      });
    dispatchStorefrontEvent('custom-form-open', { product, formId: 'form-engraving', itemId: product.id });
    dispatchStorefrontEvent('custom-form-save', { product, formId: 'form-engraving', itemId: product.id });
    const names = [
      'CommerceShopping_ViewCart',
      'CommerceShopping_RemoveFromCart',
      'CommerceShopping_OpenCustomProductForm',
      'CommerceShopping_SaveCustomProductForm',
    ];
    await vi.waitFor(() => expect(analytics.ofKind('v2-event')).toHaveLength(4));
    await settle();
    expect(analytics.ofKind('event').map((entry) => entry.event)).toEqual(names);
    expect(analytics.ofKind('v2-event').map((entry) => entry.event)).toEqual(names);
    const data = Object.fromEntries(analytics.ofKind('event').map((entry) => [entry.event, entry.data]));
    expect(data.CommerceShopping_ViewCart).toMatchObject({
      cartId: 'cart-1',
      totalQuantity: 2,
      subtotal: 45,
      currency: 'USD',
      items: [{ itemId: 'p1', sku: 'MUG-BLUE', productName: 'Stoneware Mug', quantity: 2, price: 22.5 }],
    });
    expect(data.CommerceShopping_RemoveFromCart).toMatchObject({
      itemId: 'p1',
      sku: 'MUG-BLUE',
      quantity: 2,
      price: 22.5,
      cartTotalQuantity: 0,
    });
    expect(data.CommerceShopping_OpenCustomProductForm).toMatchObject({
      itemId: 'p1',
      productName: 'Engraved Mug',
      formId: 'form-engraving',
    });
    expect(analytics.ofKind('v2-event')[0]?.data).toMatchObject({
      object_identifier: 'cart-1',
      context_website_id: 'site-us',
      subtotal: 45,
    });
  });

  it('every payload field is filled from its source, none left always empty: destination_url is the page, or checkout for an express add (spec 3 "Analytics payloads")', async () => {
    history.replaceState(null, '', '/shop/engraved-mug?ref=mail#top');
    await start({ website: { id: 'site-us' }, templateId: 'tmpl-7', pageType: 50 });
    dispatchStorefrontEvent('added-to-cart', addToCartDetail(product));
    dispatchStorefrontEvent('added-to-cart', addToCartDetail(product, { expressCheckout: true }));
    await vi.waitFor(() => expect(analytics.ofKind('v2-event')).toHaveLength(2));
    await settle();
    history.replaceState(null, '', '/');
    const [legacy] = analytics.ofKind('event');
    expect(legacy?.data).toMatchObject({
      websiteId: 'site-us',
      website_locale: 'en-US',
      templateId: 'tmpl-7',
      variantId: 'v1',
      pageHash: '#top',
      pagePath: '/shop/engraved-mug',
    });
    expect(legacy?.data).not.toHaveProperty('member_locale');
    const [plain, express] = analytics.ofKind('v2-event');
    expect(plain?.data).toMatchObject({
      destination_url: 'http://localhost:3000/shop/engraved-mug?ref=mail',
      resolved_locale: 'en-US',
      website_locale: 'en-US',
    });
    expect(plain?.data).not.toHaveProperty('member_account_locale');
    expect(express?.data).toMatchObject({ destination_url: 'http://localhost:3000/commerce/goto-checkout' });
  });

  it('replays what the browser entry kept from before analytics loaded', async () => {
    await start(plpContext, {
      early: {
        errors: [],
        islandErrors: [],
        events: [
          { name: 'form-render', detail: { formId: 'early-form' } },
          { name: 'custom-form-open', detail: { product, formId: 'form-engraving', itemId: product.id } },
        ],
      },
    });
    await vi.waitFor(() => expect(analytics.ofKind('census-form-render')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(analytics.ofKind('event').map((entry) => entry.event)).toContain(
        'CommerceShopping_OpenCustomProductForm',
      ),
    );
  });

  it('nothing goes out for a signed-in account, whatever fires', async () => {
    await start({ ...plpContext, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] });
    dispatchStorefrontEvent('quick-view', { productId: 'p1' });
    dispatchStorefrontEvent('view-cart', { cart });
    dispatchStorefrontEvent('button-click', { blockId: 'b1', href: '/blog/', text: 'Read' });
    await settle();
    expect(analytics.entries()).toEqual([]);
  });

  it("the owner's 'all-off' switch stops the error reporter too", async () => {
    const running = await start(plpContext, { ownerSwitch: 'all-off' });
    running.reportError(new Error('broken'), document.body);
    running.stop();
    await settle();
    expect(analytics.entries()).toEqual([]);
  });
});

describe('order analytics', () => {
  const confirmed = { website: { id: 'site-us' }, pageType: 202, order };

  it('sends the order once on the order-confirmed page, cents divided by 100 in USD, and not again on reload', async () => {
    await start(confirmed);
    await vi.waitFor(() => expect(analytics.ofKind('v2-event')).toHaveLength(1));
    const [event] = analytics.ofKind('event');
    expect(event?.event).toBe('CommerceShopping_OrderConfirmed');
    expect(event?.data).toMatchObject({
      order: {
        id: 'order-1001',
        grandTotal: 54.5,
        shippingTotal: 5,
        taxTotal: 4.5,
        items: [{ sku: 'MUG-BLUE', productName: 'Stoneware Mug', quantity: 2, unitPrice: 22.5 }],
      },
    });
    expect(analytics.ofKind('v2-event')[0]?.data).toMatchObject({ object_identifier: 'order-1001' });
    started?.stop();
    await start(confirmed);
    await settle();
    expect(
      analytics.ofKind('event').filter((entry) => entry.event === 'CommerceShopping_OrderConfirmed'),
    ).toHaveLength(1);
  });

  it('under a restrictive cookie policy it stores no order id', async () => {
    await start({ ...confirmed, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    await vi.waitFor(() => expect(analytics.ofKind('event')).toHaveLength(1));
    expect(localStorage.getItem(SENT_ORDERS_KEY)).toBeNull();
  });

  it('is not sent where tracking is off', async () => {
    await start({ ...confirmed, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] });
    await settle();
    expect(analytics.entries()).toEqual([]);
  });
});
