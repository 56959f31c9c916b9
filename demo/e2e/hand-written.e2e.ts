// Issue 14 in a real browser, on hand-written pages (demo/static/hand-written/, not made by the
// demo builder's templates): odd context fields and a product without stock fields are named in
// the console while the rest of the page works; Storefront.debug() and ?storefront-debug;
// data-analytics="all-off" sends nothing and never loads the analytics chunk; a French site.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readAnalyticsLog } from './analytics-log.ts';
import { setupDemo, waitForEveryIsland } from './harness.ts';

const demo = setupDemo();
const dist = join(dirname(fileURLToPath(import.meta.url)), '../../dist');

/** The built lazy chunk of src/core/analytics/index.ts, the one the main bundle imports when idle. */
function analyticsChunk(): string {
  const found = readdirSync(join(dist, 'chunks')).find((name) => /^analytics-[\w-]+\.js$/.test(name));
  assert.ok(found, 'the analytics chunk exists in dist/chunks');
  return found;
}

// The mock platform does not know the hand-written notebook, so its live stock read answers 404
// (the page keeps the stock it was given); the browser logs that request itself.
const STOCK_404 = /^Failed to load resource: the server responded with a status of 404/;

const exactly = (line: string) => new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const ODD_CONTEXT_WARNINGS = [
  '[Storefront] page context field "pageType" is ignored: expected number (got "fifty").',
  '[Storefront] page context field "cookieSettings.isRestrictiveCookiePolicyEnabled" is ignored: expected boolean (got "no").',
  '[Storefront] page context field "websiteSettings.storeSettings.selectedCurrency" is ignored: Intl rejects "dollars"; using the default.',
];
const NO_STOCK_WARNING =
  '[Storefront] product "owner-notebook": no variant has "qtyInStock" or "unlimited", so it is sold out.';

describe('a hand-written page', () => {
  it('names each odd context field and the product without stock, once, and the rest of the page works', async () => {
    const { page, console: logged, assertCleanConsole } = await demo.open('/hand-written/');
    const mug = page.locator('#mug');
    const addMug = mug.getByRole('button', { name: 'Add to bag' });
    await addMug.waitFor();
    const notebook = page.locator('#notebook').getByRole('button', { name: 'Sold Out' });
    await notebook.waitFor();
    assert.equal(await notebook.isDisabled(), true);
    assert.match((await mug.locator('.sf-product-price').textContent()) ?? '', /\$26\.00/);

    await addMug.click();
    await mug.getByRole('button', { name: 'In your bag!' }).waitFor();
    await page.getByRole('link', { name: '1 item in cart, subtotal $26.00' }).waitFor();
    const region = page.getByRole('region', { name: 'Cart notifications' });
    await region.getByText('Speckled Stoneware Mug was added to your cart.').waitFor();

    const warnings = logged.filter((entry) => entry.type === 'warning').map((entry) => entry.text);
    for (const line of [...ODD_CONTEXT_WARNINGS, NO_STOCK_WARNING]) {
      assert.equal(
        warnings.filter((text) => text === line).length,
        1,
        `once: ${line}\n${warnings.join('\n')}`,
      );
    }
    // websiteRoles as a map is a shape the platform sends: no warning for it.
    assert.equal(warnings.filter((text) => text.includes('websiteRoles')).length, 0);
    assertCleanConsole([
      ...[...ODD_CONTEXT_WARNINGS, NO_STOCK_WARNING].map((line) => exactly(line)),
      STOCK_404,
    ]);
  });

  it('Storefront.debug() lists the islands with their state and the context as read', async () => {
    const { page, assertCleanConsole } = await demo.open('/hand-written/');
    // Each island hydrates in its own turn (on a loaded machine the prices can still be 'waiting'
    // after the buttons): the report is read once all have.
    await waitForEveryIsland(page);
    const printed = page.waitForEvent('console', (message) =>
      message.text().startsWith('[Storefront] debug ('),
    );
    const report = await page.evaluate(() => {
      const api = window.Storefront;
      if (!api || Array.isArray(api)) throw new Error('storefront not started');
      return api.debug();
    });
    assert.deepEqual(
      report.islands.map((island) => island.name),
      ['cart-pill', 'product-price', 'add-to-cart', 'product-price', 'add-to-cart'],
    );
    assert.ok(
      report.islands.every((island) => island.state === 'hydrated'),
      JSON.stringify(report.islands),
    );
    assert.equal(report.context.pageType, undefined);
    assert.deepEqual(report.context.websiteRoles, [10]);
    assert.match((await printed).text(), /^\[Storefront\] debug \(.+\): 5 islands found \(5 hydrated\)\.$/);
    assertCleanConsole([/^\[Storefront\] (page context field|product "owner-notebook")/, STOCK_404]);
  });

  it('prints the debug report by itself with ?storefront-debug', async () => {
    const { page } = await demo.open('/hand-written/', { waitForReady: false });
    const printed = page.waitForEvent('console', (message) =>
      message.text().startsWith('[Storefront] debug ('),
    );
    await page.goto(`${demo.baseUrl}/hand-written/?storefront-debug`);
    assert.match((await printed).text(), /islands found/);
    await page.waitForEvent('console', (message) =>
      message.text().startsWith('[Storefront] language en-US, currency USD, analytics on.'),
    );
  });
});

describe('data-analytics="all-off" on the script tag', () => {
  it('sends no analytics request at all and never loads the analytics chunk', async () => {
    const chunk = analyticsChunk();
    const { page, assertCleanConsole } = await demo.open('/hand-written/analytics-off.html', {
      waitForReady: false,
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The page's timers run on a clock the test moves (Playwright's page.clock), installed before
    // the page loads: the wait below is in the page's time, whatever the machine's load.
    await page.clock.install();
    await page.goto(`${demo.baseUrl}/hand-written/analytics-off.html`);
    const add = page.getByRole('button', { name: 'Add To Cart' });
    await add.click();
    await page.getByRole('link', { name: '1 item in cart, subtotal $26.00' }).waitFor();
    // Well past the moment analytics would have started (when idle, at most 3 s after load), then
    // leave the page (page-speed records go out then): absence can only be shown by waiting.
    // pauseAt must lie ahead of the page's clock, which still runs while this call travels.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(10_000);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(1000);
    // A request of the test's own, after everything the page did: Chromium reports requests in
    // the order they are made, so once this one is seen every earlier one has been counted.
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('?after-the-wait')),
      page.evaluate(() => fetch('/hand-written/analytics-off.html?after-the-wait').then(() => undefined)),
    ]);
    assert.equal(await page.getAttribute('script[src^="/storefront.js"]', 'data-analytics'), 'all-off');
    assert.deepEqual(await readAnalyticsLog(page), []);
    assert.deepEqual(
      requested.filter(
        (url) =>
          url.includes(chunk) ||
          /\/api\/(census|events|1\/performance|v1\/clanker|context\/config)/.test(url),
      ),
      [],
    );
    assert.equal(await page.locator('#broken').textContent(), 'Kept as written');
    assertCleanConsole([/unknown island "no-such-island"/]);
  });
});

describe('a French site', () => {
  it('speaks French, formats money for fr-CA and ties the error to its button', async () => {
    const { page, assertCleanConsole } = await demo.open('/hand-written/fr.html');
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await add.waitFor();
    assert.match((await page.locator('.sf-product-price').textContent()) ?? '', /34,00\s\$/);
    await add.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Veuillez choisir l’option Size.' });
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /Impossible d’ajouter l’article/);
    const alertId = await alert.getAttribute('id');
    assert.ok(alertId);
    assert.equal(await page.locator('.sf-add-to-cart__button').getAttribute('aria-describedby'), alertId);

    await page.getByRole('combobox').selectOption({ label: 'S' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('button', { name: 'Ajout en cours…' }).waitFor();
    await page.getByRole('button', { name: 'Ajouté\u202f!' }).waitFor({ timeout: 5000 });
    const region = page.getByRole('region', { name: 'Notifications du panier' });
    await region.getByText('T-shirt en lin a été ajouté à votre panier.').waitFor();
    await region.getByRole('button', { name: 'Fermer' }).waitFor();
    assert.match(
      (await page.locator('.sf-add-to-cart [role="status"]').textContent()) ?? '',
      /Ajouté\u202f!/,
    );
    assertCleanConsole();
  });
});
