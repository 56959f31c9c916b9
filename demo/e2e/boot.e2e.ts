// The foundation in a real browser: one tag boots under a strict CSP, the cart pill reflects the
// mock cart across page loads, broken islands stay contained, a second copy only warns.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { setupDemo } from './harness.ts';

const demo = setupDemo();

/** Adds to the cart the way a site owner's script would, through window.Storefront. */
function addThroughApi(page: Page, itemId: string, sku: string, quantity: number) {
  return page.evaluate(
    (request) =>
      (
        window as unknown as { Storefront: { cart: { add(r: unknown): Promise<unknown> } } }
      ).Storefront.cart.add(request),
    { itemId, sku, quantity },
  );
}

describe('boot', () => {
  it('boots under the strict CSP with no console errors and the cart pill hidden for a new visitor', async () => {
    const { page, assertCleanConsole } = await demo.open('/');
    const csp = await page.evaluate(async () =>
      (await fetch(location.href)).headers.get('content-security-policy'),
    );
    assert.match(csp ?? '', /script-src 'nonce-[^']+' 'strict-dynamic'/);
    assert.doesNotMatch(csp ?? '', /unsafe-eval|unsafe-inline/);
    const pill = page.locator('.sf-cart-pill');
    assert.equal(await pill.isHidden(), true);
    assertCleanConsole();
  });

  it('shows the mock cart in the pill, updates live and keeps it across page loads', async () => {
    const { page, assertCleanConsole } = await demo.open('/');
    await addThroughApi(page, 'site-us-stoneware-mug', 'STONEWAREMUG-1', 2);
    await page.getByRole('link', { name: '2 items in cart, subtotal $52.00' }).waitFor();
    await page.goto(`${demo.baseUrl}/products/field-journal/`);
    await page.getByRole('link', { name: '2 items in cart, subtotal $52.00' }).waitFor();
    assert.equal(await page.getByRole('link', { name: /items in cart/ }).getAttribute('href'), '/cart');
    assertCleanConsole();
  });

  it('keeps each shop its own cart and currency', async () => {
    const { page, assertCleanConsole } = await demo.open('/jp/');
    await addThroughApi(page, 'site-jp-stoneware-mug', 'STONEWAREMUG-1', 1);
    await page.getByRole('link', { name: '1 item in cart, subtotal ¥3,900' }).waitFor();
    await page.goto(`${demo.baseUrl}/`);
    await page.waitForFunction(
      () => 'version' in ((window as unknown as { Storefront?: object }).Storefront ?? {}),
    );
    assert.equal(await page.locator('.sf-cart-pill').isHidden(), true);
    assertCleanConsole();
  });

  it('contains broken islands: each logs one error naming its element, the rest keep working', async () => {
    const { page, assertCleanConsole, console: logged } = await demo.open('/qa/broken/');
    await addThroughApi(page, 'site-us-stoneware-mug', 'STONEWAREMUG-1', 1);
    await page.getByRole('link', { name: '1 item in cart, subtotal $26.00' }).first().waitFor();
    // innerText, not textContent: what the shopper sees, without the island's JSON script.
    assert.equal(await page.locator('#unknown-island').innerText(), 'Server HTML of an unknown island');
    assert.equal(await page.locator('#bad-json').innerText(), 'Server HTML with broken options');
    const expected = [
      /<div data-storefront="carousel-of-doom" id="unknown-island">: unknown island "carousel-of-doom"/,
      /<div data-storefront="cart-pill" id="bad-json">: island options are malformed JSON/,
    ];
    for (const pattern of expected)
      assert.ok(
        logged.some((entry) => pattern.test(entry.text)),
        `missing console error ${pattern}`,
      );
    assertCleanConsole(expected);
  });

  it('warns once and does nothing more when the script tag is on the page twice', async () => {
    const { page, assertCleanConsole, console: logged } = await demo.open('/qa/double/');
    await page.waitForTimeout(300);
    const warnings = logged.filter((entry) => /more than once/.test(entry.text));
    assert.equal(warnings.length, 1);
    assert.equal(await page.locator('[data-storefront="cart-pill"] a').count(), 1);
    assertCleanConsole([/more than once/]);
  });

  it('mounts islands added to the page later', async () => {
    const { page, assertCleanConsole } = await demo.open('/');
    await addThroughApi(page, 'site-us-stoneware-mug', 'STONEWAREMUG-1', 3);
    await page.evaluate(() => {
      const island = document.createElement('div');
      island.setAttribute('data-storefront', 'cart-pill');
      island.id = 'late-pill';
      document.querySelector('main')?.prepend(island);
    });
    await page
      .locator('#late-pill')
      .getByRole('link', { name: '3 items in cart, subtotal $78.00' })
      .waitFor();
    assertCleanConsole();
  });
});
