// Issue 36.5 in a real browser, on each build (`-- --build=react blocked`, `-- --build=lite
// blocked`): the analytics routes fail as a filter list makes them fail (blocked by the client),
// and the shopper sees no error, the console stays clean, and the cart, a site form and the
// restock sign-up work.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BLOCK_ANALYTICS_STORAGE_KEY, BLOCKED_COUNT_STORAGE_KEY } from '../../mocks/analytics-block.ts';
import { gotoReady, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();

// page.route cannot block these: the demo's mock platform answers them inside its service worker,
// which Playwright's routes never see. The mock fails them itself instead, with the network error
// a filter list causes (mocks/analytics-block.ts): census, commerce events and
// their v2 twins, page speed and the error reporter. It counts each call it failed.
const BLOCK_ANALYTICS = `localStorage.setItem('${BLOCK_ANALYTICS_STORAGE_KEY}', '1');`;

async function blockedCalls(page: Page): Promise<number> {
  return page.evaluate((key) => Number(localStorage.getItem(key) ?? 0), BLOCKED_COUNT_STORAGE_KEY);
}

describe('works beside ad blockers (issue 36)', () => {
  it('adds to the cart, signs up for restock and sends a form with the analytics routes blocked', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/field-journal/', {
      initScript: BLOCK_ANALYTICS,
    });
    await waitForIsland(page, 'add-to-cart');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
    // The add's commerce event was attempted and blocked.
    await page.waitForFunction(
      (key) => Number(localStorage.getItem(key) ?? 0) > 0,
      BLOCKED_COUNT_STORAGE_KEY,
    );

    // As a shopper's eye would, each form is used once its island has hydrated (typing before
    // then is pending-input.test.tsx's subject, not this test's).
    await gotoReady(page, `${demo.baseUrl}/products/thrown-vase/`);
    await waitForIsland(page, 'restock-form');
    const email = page.getByRole('textbox', { name: /Email Address/ });
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText("Signed up! We'll email you when it's back.", { exact: true }).waitFor();

    await gotoReady(page, `${demo.baseUrl}/contact/`);
    await waitForIsland(page, 'form');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: /^Last Name/ }).fill('Lovelace');
    await form.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await form.getByRole('combobox', { name: /^Topic/ }).selectOption({ index: 1 });
    await form
      .getByRole('group', { name: /The shop was easy to find/ })
      .getByRole('radio')
      .first()
      .check();
    await form.getByRole('textbox', { name: /^Message/ }).fill('Do you ship to Lisbon?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor();

    assert.equal(await page.getByRole('alert').filter({ hasText: /\S/ }).count(), 0, 'no error shown');
    assert.ok((await blockedCalls(page)) >= 3, 'census, commerce and form analytics were all blocked');
    // Only the browser's own line for each failed request (a filter list's requests log the same,
    // as ERR_BLOCKED_BY_CLIENT): nothing from the storefront.
    assertCleanConsole([/^Failed to load resource: net::ERR_FAILED$/]);
  });
});
