// The accessibility report's two findings (issue 36.4) and the product page's structured data
// (36.3) in a real browser: keyboard alone through the custom form with a required answer left
// empty, no skipped heading level on a page with a site form, and JSON-LD present, parsed and
// never executed under the demo's strict CSP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { setupDemo, waitForFocus } from './harness.ts';

const demo = setupDemo();
const APRON = { itemId: 'site-us-monogram-apron', sku: 'MONOGRAMAPRON-1' };

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.textContent ?? ''}` : 'none';
  });

describe('custom product form by keyboard (WCAG 2.1.1)', () => {
  it("Tab from an emptied required Initials reaches 'Save'; Enter then says what is missing", async () => {
    const { page, assertCleanConsole } = await demo.open('/cart/');
    await page.evaluate(
      (request) =>
        (
          window as unknown as { Storefront: { cart: { add(r: unknown): Promise<unknown> } } }
        ).Storefront.cart.add(request),
      {
        ...APRON,
        quantity: 1,
        additionalFields: JSON.stringify({ initials: 'AL', thread: 'Rust', note: '' }),
      },
    );
    const line = page.getByRole('listitem').filter({ hasText: 'Monogrammed Linen Apron' });
    await line.getByText('AL', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit answers for Monogrammed Linen Apron' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Monogrammed Linen Apron' });
    await dialog.waitFor();
    const initials = dialog.getByRole('textbox', { name: /^Initials/ });
    await initials.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    const stops: string[] = [];
    for (let presses = 0; presses < 3; presses++) {
      await page.keyboard.press('Tab');
      stops.push(await focusedName(page));
    }
    assert.deepEqual(stops, ['select thread', 'textarea note', 'button Save']);
    await page.keyboard.press('Enter');
    await waitForFocus(initials, 'focus goes to the empty required field');
    assert.equal(await initials.getAttribute('aria-invalid'), 'true');
    await dialog.getByText('Required').first().waitFor();
    assert.equal(await dialog.count(), 1, 'the dialog stays open');
    assertCleanConsole();
  });
});

describe('headings', () => {
  it("the contact form's sections never skip a heading level (WCAG 1.3.1, 2.4.6)", async () => {
    const { page, assertCleanConsole } = await demo.open('/contact/');
    await page
      .getByRole('form', { name: 'Contact us' })
      .getByRole('textbox', { name: 'First Name' })
      .waitFor();
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])),
    );
    assert.equal(levels[0], 1);
    levels.forEach((level, index) => {
      if (index > 0) assert.ok(level <= (levels[index - 1] ?? 1) + 1, `heading levels ${levels.join(', ')}`);
    });
    await page.getByRole('heading', { name: 'About your visit', level: 2 }).waitFor();
    assertCleanConsole();
  });
});

describe('structured data (issue 36.3)', () => {
  it('a product page carries its Product as JSON-LD that parses and that the strict CSP never runs', async () => {
    const violations =
      'window.__violations = []; document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(e.violatedDirective));';
    const { page, assertCleanConsole } = await demo.open('/products/ceramic-planter/', {
      initScript: violations,
    });
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    );
    assert.equal(blocks.length, 1);
    const data = JSON.parse(blocks[0] ?? '') as {
      '@type': string;
      name: string;
      offers: Record<string, unknown>;
    };
    assert.equal(data['@type'], 'Product');
    assert.equal(data.name, 'Ribbed Ceramic Planter');
    assert.equal(data.offers['@type'], 'AggregateOffer');
    assert.equal(data.offers.priceCurrency, 'USD');
    // A data block: the page's CSP (script-src with a nonce) neither runs nor reports it.
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      [],
    );
    assertCleanConsole();
  });

  it('the shop page lists its products as an ItemList', async () => {
    const { page } = await demo.open('/');
    const list = await page.evaluate(() =>
      JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'),
    );
    assert.equal(list['@type'], 'ItemList');
    assert.equal(list.itemListElement[0].url, '/products/linen-tee');
  });
});
