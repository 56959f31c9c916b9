// Issue 30 in the browser: the storefront leaves the page's load alone. It starts once the loaded
// page has loaded, at its first idle moment (or at the shopper's first intent), hydration never makes a new Largest
// Contentful Paint candidate (islands attach to the server HTML, they do not replace its text or
// images), and a press made before the start is kept and made once the island has hydrated.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();

/** Records every LCP candidate the page reports, with the element it names, from the first byte. */
const RECORD_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp.push({ time: entry.startTime, size: entry.size,
        what: el ? el.tagName + (el.closest('[data-storefront]') ? ' in island ' + el.closest('[data-storefront]').getAttribute('data-storefront') : '') : '(removed)' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Candidate {
  readonly time: number;
  readonly size: number;
  readonly what: string;
}

for (const path of ['/products/canvas-tote/', '/products/linen-tee/', '/']) {
  describe(`${path}: the page loads before the storefront`, () => {
    it('starts with no input after the load event, and hydration makes no new LCP candidate', async () => {
      const { page } = await demo.open(path, { waitForReady: false, initScript: RECORD_LCP });
      // No pointer, key or touch: the loaded page's first idle moment starts it.
      await page.waitForFunction(
        () => performance.getEntriesByName('storefront:start').length > 0,
        undefined,
        {
          timeout: 20_000,
        },
      );
      await page.waitForFunction(() => performance.getEntriesByName('storefront:hydrated').length > 0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { candidates, start, load } = await page.evaluate(() => ({
        candidates: (window as unknown as { __lcp: Candidate[] }).__lcp,
        start: performance.getEntriesByName('storefront:start')[0]?.startTime ?? Number.NaN,
        load:
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.loadEventEnd ?? Number.NaN,
      }));
      assert.ok(candidates.length > 0, 'the page reported its largest paint');
      assert.ok(
        start > load,
        `the storefront started (${start} ms) after the page's load event (${load} ms)`,
      );
      const afterStart = candidates.filter((candidate) => candidate.time >= start);
      assert.deepEqual(afterStart, [], 'hydration made no new LCP candidate');
    });
  });
}

describe('a press before the storefront started', () => {
  it('is shown busy at once, kept once however often repeated, and adds once the button has hydrated', async () => {
    // The core chunk is held until the presses are made, so they always come before the runtime.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page } = await demo.open('/products/stoneware-mug/', {
      waitForReady: false,
      prepare: async (context) => {
        await context.route(/\/chunks\/core-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    // The mock platform's boot adds the storefront tag once its worker runs: wait for it to run.
    await page.waitForFunction(() => Symbol.for('storefront.loader-started') in window);
    const started = await page.evaluate(() => performance.getEntriesByName('storefront:start').length);
    assert.equal(started, 0, 'not started yet');
    // Two script clicks (an impatient shopper): no pointer or key comes before them.
    const busy = await page.evaluate(() => {
      const island = document.querySelector('[data-storefront="add-to-cart"]') as HTMLElement;
      const button = island.querySelector('button') as HTMLButtonElement;
      const label = button.textContent;
      button.click();
      button.click();
      return { busy: island.getAttribute('aria-busy'), label: button.textContent === label };
    });
    assert.deepEqual(busy, { busy: 'true', label: true }, 'busy in the same task, its label unchanged');
    release();
    await waitForIsland(page, 'add-to-cart');
    await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
    assert.equal(
      await page.locator('[data-storefront="add-to-cart"]').getAttribute('aria-busy'),
      null,
      'busy no more once the island made the press',
    );
    assert.equal(new URL(page.url()).search, '', 'the server form was not sent the browser way');
  });
});

/** Chunks a product page loads when the main thread is idle, for nothing the shopper did. */
const AT_IDLE = new Set(['analytics', 'island-cart-drawer', 'Cart', 'kit-form']);

describe('a product page on a slow network', () => {
  it('needs the core (its three chunks fetched side by side), the product chunk and the cart chunk for its first interaction', async () => {
    const { page } = await demo.open('/products/canvas-tote/');
    await waitForIsland(page, 'product-price');
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.hover();
    await add.click();
    await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
    // Resource timing sees every script the page fetched, preloads included, with no race against
    // a listener attached after the navigation. What loads at idle for later is left out: the
    // visitor records, and the cart drawer with the cart page's lines and the form kit it shows.
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/chunks\/[^/]+\.js$/.test(path)),
    );
    const nameOf = (path: string) => (path.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');
    const forInteraction = [...new Set(chunks.map(nameOf))].filter((name) => !AT_IDLE.has(name));
    assert.deepEqual(
      forInteraction.sort(),
      ['cart', 'core', 'product', 'react', 'rolldown-runtime'],
      `chunks fetched: ${chunks.join(', ')}`,
    );
    // The core is three chunks so that React and ours evaluate in separate tasks (issue 44); the
    // loader's modulepreload links ask for all three at once, so the split adds no round trip
    // (without them each import would be found only once its importer had arrived).
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    assert.deepEqual(
      preloaded.map((href) => nameOf(new URL(href).pathname)).sort(),
      ['core', 'react', 'rolldown-runtime'],
      `modulepreload links: ${preloaded.join(', ')}`,
    );
  });
});
