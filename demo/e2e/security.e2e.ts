// Issue 33 in a real browser, on each build (`-- --build=react security`, `-- --build=lite
// security`), under the demo's strict CSP. /qa/security/ holds elements named like the globals
// the bundle once read (they must not switch the shop off), buttons whose link hides javascript:
// from a regular expression (the URL parser sees it: they decline), and a site form whose
// post-submit HTML tries to start an island (it stays text). Every page of this file also counts
// Content-Security-Policy violations the browser reports: there must be none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HIDDEN_SCRIPT_DECLINED as DECLINED } from '../scripts/security-page.ts';
import { COUNT_CSP_REPORTS, cspReports, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();

/** Every link or source in the page that the URL parser reads as script, and whether any payload ran. */
async function scriptUrlsAndPayloads(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('[href], [src], [action]'))) {
      for (const name of ['href', 'src', 'action']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        try {
          const { protocol } = new URL(value, location.href);
          if (protocol === 'javascript:' || protocol === 'vbscript:' || protocol === 'data:')
            found.push(`<${element.localName} ${name}="${value}">`);
        } catch {
          // Not an address: nothing to follow.
        }
      }
    }
    return { found, ran: (window as unknown as { __xss?: unknown }).__xss };
  });
}

describe('safe on any page', () => {
  it('boots on a page whose elements are named like its globals, and signs up through the captcha', async () => {
    const { page, assertCleanConsole } = await demo.open('/qa/security/', { initScript: COUNT_CSP_REPORTS });
    // <div id="__storefrontLoaderStarted"> and <form id="Storefront"><input name="version"> did not stop it.
    assert.equal(
      await page.evaluate(() => typeof (window.Storefront as { version?: unknown }).version),
      'string',
    );
    const good = page.locator('#good-button').getByRole('link', { name: 'Read the journal' });
    await good.waitFor();
    assert.equal(await good.getAttribute('href'), '/blog/');

    // <a id="grecaptcha"> and <a name="enterprise"> are not taken for the captcha.
    const newsletter = page.locator('#security-newsletter');
    await waitForIsland(page, 'newsletter');
    await newsletter.getByRole('textbox', { name: /^Email Address/ }).fill('ada@example.com');
    await newsletter.getByRole('button', { name: 'Sign up' }).click();
    await newsletter.getByText('Thank you for signing up!').waitFor();

    assert.deepEqual(await cspReports(page), []);
    assertCleanConsole(DECLINED);
  });

  it('buttons whose link hides javascript: decline, one line each, and nothing runs', async () => {
    const {
      page,
      console: logged,
      assertCleanConsole,
    } = await demo.open('/qa/security/', {
      initScript: COUNT_CSP_REPORTS,
    });
    for (const [index, pattern] of DECLINED.entries()) {
      const mount = page.locator(`#hidden-script-${index}`);
      await mount.scrollIntoViewIfNeeded();
      if (!logged.some((entry) => pattern.test(entry.text)))
        await page.waitForEvent('console', { predicate: (message) => pattern.test(message.text()) });
      // The island declined and keeps its server HTML: no link at all.
      assert.equal(await mount.innerText(), `Server HTML of hidden link ${index}`);
      assert.equal(await mount.getByRole('link').count(), 0);
    }
    for (const pattern of DECLINED)
      assert.equal(logged.filter((entry) => pattern.test(entry.text)).length, 1, `one line for ${pattern}`);
    assert.deepEqual(await scriptUrlsAndPayloads(page), { found: [], ran: undefined });
    assert.deepEqual(await cspReports(page), []);
    assertCleanConsole(DECLINED);
  });

  it("a form's post-submit HTML cannot start an island", async () => {
    const { page, assertCleanConsole } = await demo.open('/qa/security/', { initScript: COUNT_CSP_REPORTS });
    const form = page.locator('#security-form');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'form');
    await form.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await form.getByRole('button', { name: 'Say hello' }).click();
    await form.getByText('Hello back!').waitFor();
    await form.getByText('Provider promo').waitFor();
    // The sanitiser dropped data-storefront; the box is the bundle's, so the watcher would skip it anyway.
    assert.equal(await form.locator('.sf-form__post-submit [data-storefront]').count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Injected island' }).count(), 0);
    assert.deepEqual(await scriptUrlsAndPayloads(page), { found: [], ran: undefined });
    assert.deepEqual(await cspReports(page), []);
    assertCleanConsole(DECLINED);
  });

  it("hostile HTML through the installment pop-up makes no CSP report (the sanitiser's parse is inert)", async () => {
    const { page } = await demo.open('/qa/hostile/', { initScript: COUNT_CSP_REPORTS });
    const mug = page.locator('#xss-mug');
    await mug.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'installment-message');
    await mug.getByRole('button', { name: 'Afterpay', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Shop now. Pay later.').waitFor();
    // The provider's mount point came through as text: no island, no link.
    await dialog.getByText('Provider promo').waitFor();
    assert.equal(await dialog.locator('[data-storefront]').count(), 0);
    assert.equal(await dialog.getByRole('link', { name: 'Injected island' }).count(), 0);
    assert.deepEqual(await scriptUrlsAndPayloads(page), { found: [], ran: undefined });
    assert.deepEqual(await cspReports(page), []);
  });
});
