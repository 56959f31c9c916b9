// Trusted Types enforced (issue 33 item 4), on each build (`-- --build=react trusted-types`,
// `-- --build=lite trusted-types`). The pages carry the demo's strict CSP plus the line the
// owner's guide gives merchants. The demo's own boot cannot start under it (it adds script tags
// by string and registers MSW's worker by string URL), so these pages are served as a merchant's
// site serves them: the one storefront script tag in the HTML and /api/ answered in Node by the
// same mock platform (demo/bench/builder-server.ts). The captcha's script is a stand-in served
// for Google's address, so the bundle adds it by URL through its policy as on a real page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { builderFiles, startBuilderServer } from '../bench/builder-server.ts';
import { HIDDEN_SCRIPT_DECLINED } from '../scripts/security-page.ts';
import { contentSecurityPolicy } from '../scripts/serve.ts';
import {
  COUNT_CSP_REPORTS,
  cspReports,
  gotoReady,
  STOREFRONT_BUILD,
  setupDemo,
  waitForEveryIsland,
  waitForIsland,
} from './harness.ts';

/** What a merchant adds to the CSP to enforce Trusted Types (README, docs/README.md). */
const TRUSTED_TYPES_CSP = "require-trusted-types-for 'script'; trusted-types storefront dompurify";

const dist = join(import.meta.dirname, '../../dist');
const demo = setupDemo(() =>
  startBuilderServer(
    builderFiles(dist, STOREFRONT_BUILD),
    (nonce) => `${contentSecurityPolicy(nonce)}; ${TRUSTED_TYPES_CSP}`,
  ),
);

const CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js?*';
// Google's script, as far as the form kit uses it: ready, then a token per action.
const CAPTCHA_STAND_IN = `window.grecaptcha = { enterprise: {
  ready: (done) => done(),
  execute: (key, { action }) => Promise.resolve('trusted-types-' + action),
} };`;

/** Serves the captcha stand-in at Google's address; returns how many times it was fetched. */
function captchaScript(): { prepare: (context: BrowserContext) => Promise<void>; fetched: () => number } {
  let fetched = 0;
  return {
    prepare: async (context) => {
      await context.route(CAPTCHA_SCRIPT, (route) => {
        fetched++;
        return route.fulfill({ contentType: 'text/javascript', body: CAPTCHA_STAND_IN });
      });
    },
    fetched: () => fetched,
  };
}

/** Hydrates every island of the page at once (as a shopper's focus would, island by island). */
async function hydrateEveryIsland(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-storefront]'))
      el.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  await waitForEveryIsland(page);
}

/** Fails unless the page reported no CSP or Trusted Types violation. */
async function assertNoViolation(page: Page): Promise<void> {
  assert.deepEqual(await cspReports(page), [], 'no Content-Security-Policy or Trusted Types violation');
}

describe('Trusted Types enforced', () => {
  it('the page enforces it: a plain string into innerHTML or a script src is refused and reported', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/linen-tee/', {
      initScript: COUNT_CSP_REPORTS,
    });
    // The build under test is the one on the page.
    const tag = await page.locator('script[src*="storefront"]').first().getAttribute('src');
    assert.equal(tag, STOREFRONT_BUILD === 'lite' ? '/storefront-lite.js' : '/storefront.js');
    // What a string sink in our code would meet: the check the other tests rely on can fail.
    const outcome = await page.evaluate(() => {
      const sinks: [string, () => void][] = [
        [
          'innerHTML',
          () => {
            document.createElement('div').innerHTML = '<b>a plain string</b>';
          },
        ],
        [
          'script src',
          () => {
            document.createElement('script').src = '/storefront.js';
          },
        ],
        // Only the listed names may be created: no page script can add a permissive default policy.
        [
          'default policy',
          () => {
            (
              window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
            ).trustedTypes.createPolicy('default', { createHTML: String });
          },
        ],
      ];
      return sinks.map(([label, sink]) => {
        try {
          sink();
          return `${label} accepted`;
        } catch (error) {
          return `${label} refused (${(error as Error).name})`;
        }
      });
    });
    assert.deepEqual(outcome, [
      'innerHTML refused (TypeError)',
      'script src refused (TypeError)',
      'default policy refused (TypeError)',
    ]);
    await page.waitForFunction(
      () => (window as unknown as { __cspReports: string[] }).__cspReports.length >= 3,
    );
    const reported = (await cspReports(page)).map((line) => line.split(' ')[0]);
    assert.deepEqual(reported, ['require-trusted-types-for', 'require-trusted-types-for', 'trusted-types']);
    assertCleanConsole([
      /requires 'Trusted(HTML|ScriptURL)' assignment/,
      /TrustedTypePolicy named 'default' violates/,
    ]);
  });

  it('a product page hydrates, takes a variant into the cart and opens the sanitised installment pop-up', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/linen-tee/', {
      initScript: COUNT_CSP_REPORTS,
    });
    await hydrateEveryIsland(page);
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await page
      .getByRole('group', { name: 'Colour' })
      .getByRole('radio', { name: 'Oat', exact: true })
      .check();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await page.getByRole('link', { name: /^\d+ items? in cart, subtotal/ }).waitFor();

    // The provider's HTML goes through DOMPurify (its `dompurify` policy parses it) and into the
    // pop-up through the `storefront` policy.
    await page.getByText(/interest-free payments/).waitFor();
    await page.getByRole('button', { name: 'Afterpay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Afterpay' });
    await dialog.getByText('Shop now. Pay later.').waitFor();
    assert.equal(await dialog.locator('script, [onerror], [onclick]').count(), 0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Opened again, the same sanitised HTML is inserted again.
    await page.getByRole('button', { name: 'More about Afterpay' }).click();
    await dialog.getByText('Shop now. Pay later.').waitFor();

    await assertNoViolation(page);
    assertCleanConsole();
  });

  it("signs up through the captcha's script and shows a site form's sanitised post-submit HTML", async () => {
    const captcha = captchaScript();
    const { page, assertCleanConsole } = await demo.open('/qa/security/', {
      initScript: COUNT_CSP_REPORTS,
      prepare: captcha.prepare,
    });
    const newsletter = page.locator('#security-newsletter');
    await waitForIsland(page, 'newsletter');
    await newsletter.getByRole('textbox', { name: /^Email Address/ }).fill('ada@example.com');
    await newsletter.getByRole('button', { name: 'Sign up' }).click();
    await newsletter.getByText('Thank you for signing up!').waitFor();
    assert.equal(captcha.fetched(), 1, "the captcha's script was added by URL once");

    const form = page.locator('#security-form');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'form');
    await form.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
    await form.getByRole('button', { name: 'Say hello' }).click();
    await form.getByText('Hello back!').waitFor();
    await form.getByText('Provider promo').waitFor();

    await assertNoViolation(page);
    // The page's hidden javascript: links decline as on any page (security.e2e.ts).
    assertCleanConsole(HIDDEN_SCRIPT_DECLINED);
  });

  it('every other island hydrates and its overlays open: list, gallery, contact, cart, restock', async () => {
    const { page, assertCleanConsole } = await demo.open('/', { initScript: COUNT_CSP_REPORTS });
    await hydrateEveryIsland(page);
    await page.getByRole('button', { name: 'Quick View Washed Linen Tee' }).click();
    const quickView = page.getByRole('dialog', { name: 'Washed Linen Tee' });
    await quickView.getByRole('radio', { name: 'M', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await quickView.waitFor({ state: 'detached' });
    await assertNoViolation(page);

    await gotoReady(page, `${demo.baseUrl}/gallery/`);
    await hydrateEveryIsland(page);
    await page
      .getByRole('region', { name: 'Grid (dark lightbox)' })
      .getByRole('button', { name: 'Open Celadon cups in the image viewer' })
      .click();
    await page.getByRole('dialog').getByText('Thrown on the wheel in the back room.').waitFor();
    await page.keyboard.press('Escape');
    await assertNoViolation(page);

    for (const path of ['/contact/', '/cart/']) {
      await gotoReady(page, `${demo.baseUrl}${path}`);
      await hydrateEveryIsland(page);
      await assertNoViolation(page);
    }

    await gotoReady(page, `${demo.baseUrl}/products/thrown-vase/`);
    await hydrateEveryIsland(page);
    await page.getByRole('textbox', { name: /Email Address/ }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText("Signed up! We'll email you when it's back.", { exact: true }).waitFor();
    await assertNoViolation(page);
    assertCleanConsole();
  });
});
