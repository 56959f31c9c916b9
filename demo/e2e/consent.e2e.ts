// Issue 36.1 in a real browser, on each build (`-- --build=react consent`, `-- --build=lite
// consent`). /qa/consent/ turns the page context's cookie banner on and shows the demo's own
// banner, which calls Storefront.consent through the queue. Before the choice no visitor
// analytics reaches the mock platform and no census cookie is stored, while the cart works; on
// Accept what waited is sent; on Refuse it is dropped and nothing more is sent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { has, readAnalyticsLog, waitForAnalyticsLog } from './analytics-log.ts';
import { setupDemo, waitForAsync, waitForIsland } from './harness.ts';

const demo = setupDemo();

/** What the mock platform logs for visitor analytics (census, commerce, v2 events, page speed). */
const VISITOR_KINDS = /^(census|event|v2-event|performance)/;

interface ConsentReport {
  analytics: string;
  waiting: { visitor: number; 'page-speed': number };
  dropped: number;
}

/** Storefront.debug()'s consent part, once analytics has started and holds the page view. */
async function consentOnceHeld(page: Page): Promise<ConsentReport> {
  return waitForAsync(page, 'analytics to hold the page view', async () => {
    const api = window.Storefront as { debug(): Promise<{ consent?: ConsentReport }> };
    const report = await api.debug();
    return report.consent && report.consent.waiting.visitor > 0 ? report.consent : false;
  });
}

async function visitorAnalytics(page: Page) {
  return (await readAnalyticsLog(page)).filter((entry) => VISITOR_KINDS.test(entry.kind));
}

async function censusCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('ss_'));
}

async function addMug(page: Page, items: string) {
  await waitForIsland(page, 'add-to-cart');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: new RegExp(`${items} in cart`) }).waitFor();
}

/** The add's dataLayer event: pushed in the same step that would send (or hold) its commerce event. */
async function dataLayerHas(page: Page, event: string, count: number) {
  await page.waitForFunction(
    ([name, times]) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ).length >= times,
    [event, count] as const,
  );
}

describe('consent before tracking (issue 36)', () => {
  it('sends nothing and stores nothing before the choice, and everything that waited on Accept', async () => {
    const { page, assertCleanConsole } = await demo.open('/qa/consent/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await addMug(page, '1 item');
    await dataLayerHas(page, 'add_to_cart', 1);
    const held = await consentOnceHeld(page);
    assert.equal(held.analytics, 'pending');
    assert.ok(held.waiting.visitor >= 2, `the page view and the add wait: ${JSON.stringify(held)}`);
    assert.deepEqual(await visitorAnalytics(page), [], 'nothing left the page before the choice');
    assert.deepEqual(await censusCookies(page), [], 'nothing was stored before the choice');

    await banner.getByRole('button', { name: 'Accept analytics' }).click();
    await page.getByRole('status').filter({ hasText: 'You accepted analytics.' }).waitFor();
    const entries = await waitForAnalyticsLog(
      page,
      (log) => has('census-hit', 'view')(log) && has('event', 'CommerceShopping_AddToCart')(log),
      'the held page view and add to cart',
    );
    assert.equal(entries.filter((entry) => entry.kind === 'census-hit').length, 1, 'sent once');
    assert.ok((await censusCookies(page)).some((cookie) => cookie.name === 'ss_cvr'));
    // After the grant the shop and its analytics go on as usual.
    await addMug(page, '2 items');
    await waitForAnalyticsLog(
      page,
      (log) => log.filter((entry) => entry.event === 'CommerceShopping_AddToCart').length >= 2,
      'the second add',
    );
    assertCleanConsole();
  });

  it('drops what waited on Refuse and sends nothing after, with the cart working throughout', async () => {
    const { page, assertCleanConsole } = await demo.open('/qa/consent/');
    await addMug(page, '1 item');
    await dataLayerHas(page, 'add_to_cart', 1);
    await consentOnceHeld(page);
    await page.getByRole('button', { name: 'Refuse' }).click();
    await page.getByRole('status').filter({ hasText: 'You refused analytics.' }).waitFor();
    await addMug(page, '2 items');
    await dataLayerHas(page, 'add_to_cart', 2);
    const report = (await page.evaluate(async () => {
      const api = window.Storefront as { debug(): Promise<{ consent?: ConsentReport }> };
      return (await api.debug()).consent;
    })) as ConsentReport;
    assert.equal(report.analytics, 'denied');
    assert.equal(report.waiting.visitor + report.waiting['page-speed'], 0);
    assert.ok(report.dropped >= 2, `the page view and the add were dropped: ${JSON.stringify(report)}`);
    assert.deepEqual(await visitorAnalytics(page), []);
    assert.deepEqual(await censusCookies(page), []);
    assertCleanConsole();
  });
});
