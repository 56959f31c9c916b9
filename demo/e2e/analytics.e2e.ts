// Visitor analytics in a real browser, checked through what the mock platform recorded (the
// demo keeps its analytics log in localStorage): the page view, commerce events and a
// performance batch arrive; ss_cvr counts visits across two sessions; a restrictive cookie
// policy leaves no census cookie behind.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { LEFT_CALLS_PATH, type LeftCall } from '../scripts/serve.ts';
import {
  has,
  hideUntilPageSpeedSent,
  readAnalyticsLog,
  waitForAnalyticsLog as waitForLog,
} from './analytics-log.ts';
import { gotoReady, setupDemo } from './harness.ts';

const demo = setupDemo();
const CENSUS_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cpvisit', 'ss_cvisit'];

async function visitCount(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ss_cvr');
  assert.ok(cookie, 'ss_cvr is set');
  return Number(decodeURIComponent(cookie.value).split('|')[4]);
}

describe('analytics', () => {
  it('records the page view, PDP and PLP visits, and a performance batch when the page is hidden', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/field-journal/');
    let entries = await waitForLog(page, has('event', 'CommerceShopping_VisitPDP'), 'VisitPDP');
    const view = entries.find((entry) => entry.kind === 'census-hit' && entry.event === 'view');
    assert.ok(view, 'page view recorded');
    assert.match(view.fields?.ss_cvr ?? '', /^[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|1$/);
    assert.equal((view.data as { url?: string }).url, `${demo.baseUrl}/products/field-journal/`);

    await gotoReady(page, `${demo.baseUrl}/`);
    entries = await waitForLog(page, has('event', 'CommerceShopping_VisitPLP'), 'VisitPLP');
    assert.equal(entries.filter((entry) => entry.kind === 'census-hit').length, 2);

    entries = await hideUntilPageSpeedSent(page);
    const batch = entries.find((entry) => entry.kind === 'performance');
    // The mock records a page-speed batch's records as its data.
    const records = batch?.data as unknown as { metric: string; rating: string }[];
    assert.ok(records.length > 0);
    assert.ok(records.every((record) => ['good', 'needs-improvement', 'poor'].includes(record.rating)));
    assertCleanConsole();
  });

  it('counts visits in ss_cvr across two sessions', async () => {
    const { page, context } = await demo.open('/');
    await waitForLog(page, has('census-hit'), 'first page view');
    assert.equal(await visitCount(page), 1);
    await gotoReady(page, `${demo.baseUrl}/products/field-journal/`);
    await waitForLog(
      page,
      (entries) => entries.filter((entry) => entry.kind === 'census-hit').length >= 2,
      'second page view',
    );
    assert.equal(await visitCount(page), 1, 'same session, same visit');
    // The 30-minute ss_cvt expired: the next page starts a new visit.
    await context.clearCookies({ name: 'ss_cvt' });
    await gotoReady(page, `${demo.baseUrl}/`);
    await waitForLog(
      page,
      (entries) => entries.filter((entry) => entry.kind === 'census-hit').length >= 3,
      'third page view',
    );
    assert.equal(await visitCount(page), 2);
  });

  it('leaves no census cookie under a restrictive cookie policy', async () => {
    // The first page is a stylesheet: it runs no script, so no page view of an earlier load (with
    // the old cookies and no restrictive policy) can reach the log before the one under test.
    const { page, context } = await demo.open('/demo/site.css', { waitForReady: false });
    await context.addCookies(
      CENSUS_COOKIES.map((name) => ({
        name,
        value: name === 'ss_cvr' ? 'old|1|1|1|4' : '1',
        url: demo.baseUrl,
      })),
    );
    // Serve the page with the restrictive policy switched on in its context.
    await page.route(`${demo.baseUrl}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="storefront-context"[^>]*>)([\s\S]*?)(<\/script>)/,
        (_match, open: string, json: string, close: string) => {
          const contextJson = JSON.parse(json) as Record<string, unknown>;
          contextJson.cookieSettings = { isRestrictiveCookiePolicyEnabled: true };
          return `${open}${JSON.stringify(contextJson).replaceAll('<', '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    });
    await gotoReady(page, `${demo.baseUrl}/`);
    const entries = await waitForLog(page, has('census-hit'), 'page view');
    const view = entries.find((entry) => entry.kind === 'census-hit');
    assert.match(view?.fields?.ss_cvr ?? '', /\|1$/, 'a fresh record with count 1');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    assert.deepEqual(
      names.filter((name) => CENSUS_COOKIES.includes(name)),
      [],
    );
  });

  it('counts a visitor who leaves a second after load without touching the page: its page view reaches the platform', async () => {
    // The platform is slow with its bootstrap config (it never answers here), so the page view,
    // which waits for it, can only go as the visitor leaves: what is shown is the leaving path.
    const { page } = await demo.open('/products/field-journal/', {
      waitForReady: false,
      initScript: `{
        const fetch = window.fetch.bind(window);
        window.fetch = (input, init) =>
          String(input instanceof Request ? input.url : input).includes('/api/context/config')
            ? new Promise(() => {})
            : fetch(input, init);
      }`,
    });
    // Nobody touches the page: the runtime starts by itself after load, analytics with it.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      'storefront:analytics',
    );
    assert.deepEqual(await readAnalyticsLog(page), [], 'no page view before the visitor leaves');
    // Closing the tab: the page's own mock stops answering at beforeunload, so what the page
    // sends as it goes reaches the demo server, which keeps it (LEFT_CALLS_PATH).
    await page.close({ runBeforeUnload: true });
    const view = await waitForLeftCall(
      (call) => call.path === '/api/census/RecordHit' && call.fields?.event === 'view',
      'the page view',
    );
    assert.equal(
      (JSON.parse(view.fields?.data ?? '{}') as { url?: string }).url,
      `${demo.baseUrl}/products/field-journal/`,
    );
    await waitForLeftCall(
      (call) => call.path === '/api/events/RecordEvent' && call.fields?.event === 'CommerceShopping_VisitPDP',
      'the product page visit event',
    );
  });
});

/** Waits until the demo server has received, from a page being left, a call that passes `test`. */
async function waitForLeftCall(test: (call: LeftCall) => boolean, what: string): Promise<LeftCall> {
  // A guard against hanging, not a measure (a loaded machine is slow to send as the page goes).
  const deadline = Date.now() + 30_000;
  for (;;) {
    const calls = (await (await fetch(`${demo.baseUrl}${LEFT_CALLS_PATH}`)).json()) as LeftCall[];
    const found = calls.find(test);
    if (found) return found;
    if (Date.now() > deadline)
      assert.fail(`timed out waiting for ${what}; received: ${JSON.stringify(calls)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
