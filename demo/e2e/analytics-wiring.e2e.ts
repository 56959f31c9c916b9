// Issue 15 in a real browser, checked through what the mock platform recorded (the demo keeps
// its analytics log in localStorage): the bootstrap config, the button census on the list
// page's button block, the census and commerce calls that follow the storefront DOM events
// (first fired by hand, to check every payload and that early events are kept until analytics
// loads; then from the real islands: quick view, the custom product form, the cart page), add to
// cart on a product page, order analytics on the order-confirmed page once per order, and
// nothing at all for a signed-in account.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  has,
  hasTwins,
  hideUntilPageSpeedSent,
  readAnalyticsLog as log,
  ofKind,
  waitForAnalyticsLog as waitForLog,
} from './analytics-log.ts';
import { gotoReady, setupDemo } from './harness.ts';

const demo = setupDemo();

/** The ss_cvr cookie value as the census calls carry it. */
async function visitorCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ss_cvr');
  assert.ok(cookie, 'ss_cvr is set');
  return decodeURIComponent(cookie.value);
}

/** Fires the DOM events the islands on other branches will fire (quick view, forms, cart, custom form). */
async function fireIslandEvents(page: Page): Promise<void> {
  // A string, not a function: the test runner's transpiler would add helpers the page lacks.
  await page.evaluate(`(() => {
    const fire = (name, detail) =>
      document.dispatchEvent(new CustomEvent('storefront:' + name, { bubbles: true, composed: true, detail }));
    const entry = {
      id: 'e-1',
      itemId: 'item-mug',
      quantity: 2,
      title: 'Stoneware Mug',
      purchasePriceCents: 2600,
      chosenVariant: { sku: 'MUG-1' },
    };
    const cart = { id: 'cart-1', entries: [entry], subtotalCents: 5200, totalQuantity: 2 };
    const product = { id: 'item-mug', name: 'Stoneware Mug', type: 1, additionalFieldsFormId: 'form-engraving' };
    fire('quick-view', { productId: 'item-mug' });
    fire('overlay-open', { kind: 'quick-view', id: 'item-mug' });
    fire('form-render', { formId: 'newsletter-1' });
    fire('view-cart', { cart });
    fire('remove-from-cart', { entry, cart: { ...cart, entries: [], subtotalCents: 0, totalQuantity: 0 } });
    fire('custom-form-open', { product, formId: 'form-engraving', itemId: 'item-mug' });
    fire('custom-form-save', { product, formId: 'form-engraving', itemId: 'item-mug' });
  })()`);
}

/** Serves `path` with extra page-context fields (a signed-in account, say). */
async function withContext(page: Page, url: string, extra: Record<string, unknown>): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="storefront-context"[^>]*>)([\s\S]*?)(<\/script>)/,
      (_match, open: string, json: string, close: string) => {
        const context = { ...(JSON.parse(json) as Record<string, unknown>), ...extra };
        return `${open}${JSON.stringify(context).replaceAll('<', '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
}

const COMMERCE_FROM_EVENTS = [
  'CommerceShopping_ViewCart',
  'CommerceShopping_RemoveFromCart',
  'CommerceShopping_OpenCustomProductForm',
  'CommerceShopping_SaveCustomProductForm',
];

describe('analytics wiring (issue 15)', () => {
  it('list page: config once, the button block seen and clicked once, every island event once', async () => {
    const { page, assertCleanConsole } = await demo.open('/');
    // Fired at once: analytics has not loaded yet, so these go through the browser entry's early buffer.
    await fireIslandEvents(page);
    let entries = await waitForLog(
      page,
      (list) =>
        has('census-button-render')(list) &&
        has('census-hit', 'view')(list) &&
        hasTwins('CommerceShopping_VisitPLP')(list) &&
        COMMERCE_FROM_EVENTS.every((name) => hasTwins(name)(list)) &&
        has('census-form-render')(list) &&
        has('census-overlay')(list) &&
        has('census-quick-view')(list),
      'the list page calls',
    );
    const cookie = await visitorCookie(page);
    const pageFields = { websiteId: 'site-us', templateId: 'demo-template-bedford', visitorCookie: cookie };

    assert.equal(ofKind(entries, 'context-config').length, 1, 'config read once');
    assert.equal(ofKind(entries, 'census-hit', 'view').length, 1);
    assert.equal(ofKind(entries, 'event', 'CommerceShopping_VisitPLP').length, 1);

    const [render] = ofKind(entries, 'census-button-render');
    assert.equal(ofKind(entries, 'census-button-render').length, 1);
    assert.deepEqual(
      {
        ...pageFields,
        blockId: 'site-us-hero-journal',
        buttonText: 'Read the journal',
        buttonUrl: '/blog/',
        url: `${demo.baseUrl}/`,
      },
      pick(render?.body, [
        'websiteId',
        'templateId',
        'visitorCookie',
        'blockId',
        'buttonText',
        'buttonUrl',
        'url',
      ]),
    );
    assert.equal(typeof render?.body?.clientDate, 'string');
    assert.equal(typeof render?.body?.viewportInnerWidth, 'number');

    assert.deepEqual(
      ofKind(entries, 'census-quick-view').map((entry) => entry.path),
      ['/api/census/RecordQuickView/item-mug'],
    );
    const overlays = ofKind(entries, 'census-overlay');
    assert.equal(overlays.length, 1);
    assert.deepEqual(pick(overlays[0]?.body, ['overlayKind', 'overlayId', 'websiteId', 'visitorCookie']), {
      overlayKind: 'quick-view',
      overlayId: 'item-mug',
      websiteId: 'site-us',
      visitorCookie: cookie,
    });
    const forms = ofKind(entries, 'census-form-render');
    assert.equal(forms.length, 1);
    assert.deepEqual(pick(forms[0]?.body, ['formId', 'websiteId', 'visitorCookie', 'url']), {
      formId: 'newsletter-1',
      websiteId: 'site-us',
      visitorCookie: cookie,
      url: `${demo.baseUrl}/`,
    });

    for (const name of COMMERCE_FROM_EVENTS) {
      assert.equal(ofKind(entries, 'event', name).length, 1, `${name} once`);
      assert.equal(ofKind(entries, 'v2-event', name).length, 1, `${name} v2 once`);
    }
    const viewCart = ofKind(entries, 'event', 'CommerceShopping_ViewCart')[0]?.data;
    assert.deepEqual(pick(viewCart, ['cartId', 'totalQuantity', 'subtotal', 'currency', 'websiteId']), {
      cartId: 'cart-1',
      totalQuantity: 2,
      subtotal: 52,
      currency: 'USD',
      websiteId: 'site-us',
    });
    const removed = ofKind(entries, 'event', 'CommerceShopping_RemoveFromCart')[0]?.data;
    assert.deepEqual(pick(removed, ['itemId', 'sku', 'quantity', 'price']), {
      itemId: 'item-mug',
      sku: 'MUG-1',
      quantity: 2,
      price: 26,
    });
    const v2 = ofKind(entries, 'v2-event', 'CommerceShopping_OpenCustomProductForm')[0]?.data;
    assert.deepEqual(pick(v2, ['custom_schema_name', 'object_identifier', 'context_website_id', 'formId']), {
      custom_schema_name: 'CommerceShopping_OpenCustomProductForm',
      object_identifier: 'item-mug',
      context_website_id: 'site-us',
      formId: 'form-engraving',
    });
    assert.equal(ofKind(entries, 'v2-validate').length, 0, 'no validation outside the dev environment');

    // The click: the link navigates as usual, and the click still arrives (keepalive fetch). The
    // mock platform lives in the page, so the next page's response is held back until the leaving
    // page's mock has answered (and recorded) the call, as a real server would have it by then.
    const clickAnswered = page
      .waitForEvent('requestfinished', {
        predicate: (request) => request.url().includes('/api/census/button-click'),
        timeout: 30_000,
      })
      .catch(() => undefined);
    await page.route(`${demo.baseUrl}/blog/`, async (route) => {
      await clickAnswered;
      await route.continue();
    });
    await Promise.all([
      page.waitForURL(`${demo.baseUrl}/blog/`),
      page.getByRole('link', { name: 'Read the journal' }).click(),
    ]);
    entries = await waitForLog(page, has('census-button-click'), 'the button click');
    const clicks = ofKind(entries, 'census-button-click');
    assert.equal(clicks.length, 1);
    assert.deepEqual(pick(clicks[0]?.body, ['blockId', 'buttonUrl', 'websiteId', 'visitorCookie', 'url']), {
      blockId: 'site-us-hero-journal',
      buttonUrl: '/blog/',
      websiteId: 'site-us',
      visitorCookie: cookie,
      url: `${demo.baseUrl}/`,
    });
    assertCleanConsole();
  });

  it('real islands: quick view, the custom form and the cart page each send their calls once', async () => {
    const { page, assertCleanConsole } = await demo.open('/');
    await page.getByRole('button', { name: 'Quick View Washed Linen Tee' }).click();
    const quickView = page.getByRole('dialog', { name: 'Washed Linen Tee' });
    await quickView.waitFor();
    let entries = await waitForLog(
      page,
      (list) => has('census-quick-view')(list) && has('census-overlay')(list),
      'the quick view census',
    );
    assert.deepEqual(
      ofKind(entries, 'census-quick-view').map((entry) => entry.path),
      ['/api/census/RecordQuickView/site-us-linen-tee'],
    );
    assert.deepEqual(
      ofKind(entries, 'census-overlay').map((entry) => entry.body?.overlayKind),
      ['quick-view'],
    );
    await page.keyboard.press('Escape');
    await quickView.waitFor({ state: 'detached' });

    await gotoReady(page, `${demo.baseUrl}/products/monogram-apron/`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const form = page.getByRole('dialog', { name: 'Monogrammed Linen Apron' });
    await form.getByRole('textbox', { name: /^Initials/ }).fill('AL');
    await form.getByRole('combobox', { name: /^Thread colour/ }).selectOption({ label: 'Indigo' });
    await form.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('link', { name: '1 item in cart, subtotal $58.00' }).waitFor();
    entries = await waitForLog(
      page,
      (list) =>
        hasTwins('CommerceShopping_OpenCustomProductForm')(list) &&
        hasTwins('CommerceShopping_SaveCustomProductForm')(list),
      'the custom form events',
    );
    for (const name of ['CommerceShopping_OpenCustomProductForm', 'CommerceShopping_SaveCustomProductForm']) {
      const sent = ofKind(entries, 'event', name);
      assert.equal(sent.length, 1, `${name} once`);
      assert.equal(sent[0]?.data?.formId, 'form-monogram');
    }

    await gotoReady(page, `${demo.baseUrl}/cart/`);
    await page.getByRole('button', { name: 'Remove Monogrammed Linen Apron' }).click();
    await page.getByText('Your cart is empty.').waitFor();
    entries = await waitForLog(
      page,
      (list) =>
        hasTwins('CommerceShopping_ViewCart')(list) && hasTwins('CommerceShopping_RemoveFromCart')(list),
      'the cart page events',
    );
    assert.equal(ofKind(entries, 'event', 'CommerceShopping_ViewCart').length, 1);
    const removed = ofKind(entries, 'event', 'CommerceShopping_RemoveFromCart');
    assert.equal(removed.length, 1);
    assert.deepEqual(pick(removed[0]?.data, ['itemId', 'quantity', 'price']), {
      itemId: 'site-us-monogram-apron',
      quantity: 1,
      price: 58,
    });
    assertCleanConsole();
  });

  it('product page: VisitPDP and AddToCart, each with its v2 twin, once', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/field-journal/');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const entries = await waitForLog(
      page,
      (list) => hasTwins('CommerceShopping_AddToCart')(list) && hasTwins('CommerceShopping_VisitPDP')(list),
      'VisitPDP and AddToCart',
    );
    await page.waitForTimeout(300);
    const settled = await log(page);
    for (const name of ['CommerceShopping_VisitPDP', 'CommerceShopping_AddToCart']) {
      assert.equal(ofKind(settled, 'event', name).length, 1, `${name} once`);
      assert.equal(ofKind(settled, 'v2-event', name).length, 1, `${name} v2 once`);
    }
    const add = ofKind(entries, 'event', 'CommerceShopping_AddToCart')[0]?.data;
    assert.equal(add?.productName, 'Cloth-Bound Field Journal');
    assert.equal(add?.quantity, 1);
    assert.equal(ofKind(settled, 'context-config').length, 1);
    assertCleanConsole();
  });

  it('a failed add sends no AddToCart, only its failure type, once (429 and 500)', async () => {
    for (const [scenario, label] of [
      ['rate-limit', 'Rate limited (429)'],
      ['server-error', 'Server error (500)'],
    ] as const) {
      const { page, assertCleanConsole } = await demo.open('/products/field-journal/');
      await page.getByText('QA', { exact: true }).click();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByLabel('Mock platform scenario').selectOption({ label }),
      ]);
      await page.waitForFunction(
        () => 'version' in ((window as unknown as { Storefront?: object }).Storefront ?? {}),
      );
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Unable to Add Item').waitFor();
      const entries = await waitForLog(
        page,
        hasTwins('CommerceShopping_AddToCartFailure'),
        `the failure event (${scenario})`,
      );
      await page.waitForTimeout(300);
      const settled = await log(page);
      assert.equal(ofKind(settled, 'event', 'CommerceShopping_AddToCart').length, 0, 'no AddToCart');
      assert.equal(ofKind(settled, 'v2-event', 'CommerceShopping_AddToCart').length, 0, 'no v2 AddToCart');
      const failures = ofKind(settled, 'event', 'CommerceShopping_AddToCartFailure');
      assert.equal(failures.length, 1, 'the failure once');
      assert.equal(ofKind(entries, 'v2-event', 'CommerceShopping_AddToCartFailure').length, 1);
      assert.equal(failures[0]?.data?.errorType, 'API_FAILURE');
      assert.equal(failures[0]?.data?.itemId, 'site-us-field-journal');
      assert.equal(typeof failures[0]?.data?.sku, 'string');
      assert.equal(failures[0]?.data?.pageType, 50);
      await page.getByText('QA', { exact: true }).click();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByLabel('Mock platform scenario').selectOption({ label: 'Normal' }),
      ]);
      assertCleanConsole([
        /^\[Storefront\] (GET|POST) \/api\/commerce\/shopping-cart\S* failed: HTTP (429|500)/,
        // A 500's outcome is unknown: the owner's second line says what the cart read again showed.
        /^\[Storefront\] the cart (read again does not hold|could not be read again after) (the|a) change whose outcome was unknown/,
        /Failed to load resource/,
      ]);
    }
  });

  it('order-confirmed page: the order once, cents divided by 100, not again on reload', async () => {
    const { page, assertCleanConsole } = await demo.open('/order-confirmed/');
    let entries = await waitForLog(
      page,
      hasTwins('CommerceShopping_OrderConfirmed'),
      'the order event and its v2 twin',
    );
    const orders = ofKind(entries, 'event', 'CommerceShopping_OrderConfirmed');
    assert.equal(orders.length, 1);
    assert.deepEqual(orders[0]?.data?.order, {
      id: 'demo-order-1001',
      currency: 'USD',
      grandTotal: 84.24,
      shippingTotal: 8,
      taxTotal: 6.24,
      items: [
        { sku: 'stoneware-mug', productName: 'Speckled Stoneware Mug', quantity: 2, unitPrice: 26 },
        { sku: 'field-journal', productName: 'Cloth-Bound Field Journal', quantity: 1, unitPrice: 18 },
      ],
    });
    await page.reload();
    await page.waitForFunction(
      () => typeof (window as { Storefront?: { version?: string } }).Storefront?.version === 'string',
    );
    // The reload's page view proves analytics ran again; the order still went once.
    entries = await waitForLog(
      page,
      (list) => ofKind(list, 'census-hit', 'view').length === 2,
      "the reload's page view",
    );
    await page.waitForTimeout(300);
    entries = await log(page);
    assert.equal(ofKind(entries, 'event', 'CommerceShopping_OrderConfirmed').length, 1);
    assert.equal(ofKind(entries, 'v2-event', 'CommerceShopping_OrderConfirmed').length, 1);
    assertCleanConsole();
  });

  it('signed-in account: none of it arrives, not even the config', async () => {
    // A fresh visitor whose first page is the signed-in one (a stylesheet runs no script).
    const { page } = await demo.open('/demo/site.css', { waitForReady: false });
    await withContext(page, `${demo.baseUrl}/`, {
      authenticatedAccount: { id: 'owner-1' },
      websiteRoles: [1],
    });
    await gotoReady(page, `${demo.baseUrl}/`);
    await fireIslandEvents(page);
    const button = page.getByRole('link', { name: 'Read the journal' });
    await page.waitForFunction(
      () => typeof (window as { Storefront?: { version?: string } }).Storefront?.version === 'string',
    );
    // Page speed is not visitor analytics: its batch proves the analytics chunk ran here.
    await hideUntilPageSpeedSent(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    await fireIslandEvents(page);
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await button.click();
    await page.waitForTimeout(500);
    const entries = await log(page);
    assert.deepEqual(
      entries.map((entry) => entry.kind).filter((kind) => kind !== 'performance'),
      [],
      `nothing but page speed: ${JSON.stringify(entries)}`,
    );
  });
});

function pick(value: Record<string, unknown> | undefined, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, value?.[key]]));
}
