// No silent drift between the builds: every demo page is hydrated by React (storefront.js) and
// by lite (storefront-lite.js), and each island's accessibility tree (roles, names, states, as
// Playwright's ARIA snapshot writes them) must be the same in both. Compares both builds itself,
// so `npm run test:e2e` runs it as a pass of its own, after the two builds' passes (with
// STOREFRONT_BUILD=react; a lite-only run skips it). PARITY_PAIRS sets how many page pairs
// walk the list at once (default 3).
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { type StorefrontBuild, startServer } from '../scripts/serve.ts';
import { launchChromium, STOREFRONT_BUILD, settleEveryIsland } from './harness.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../dist');

/** Every page the demo build wrote (dist/**\/*.html), the demo's own assets aside. */
function demoPages(dir = dist): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'demo' || name === 'lite' ? [] : demoPages(path);
    if (!name.endsWith('.html')) return [];
    return [`/${relative(dist, path).replace(/index\.html$/, '')}`];
  });
}

const ISLANDS = '[data-storefront], [data-storefront-owner]';

/** Hydrates `path` and returns each island's ARIA snapshot, in page order. */
async function islandTrees(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  // Untouched: the storefront starts by itself at the first idle moment after the load.
  await settleEveryIsland(page, url);
  // The first reads (the cart page's) settle before the trees are read.
  await page.waitForFunction(() => document.querySelector('[data-storefront] [aria-busy="true"]') === null);
  const islands = page.locator(ISLANDS);
  const count = await islands.count();
  // Read side by side: each snapshot is a round trip to the browser.
  return Promise.all(Array.from({ length: count }, (_, index) => islands.nth(index).ariaSnapshot()));
}

/**
 * Page pairs walking the list at once (PARITY_PAIRS, default 3): most of a page's time is waiting
 * for the network and the browser, so a few pairs share two cores well.
 */
const PAIRS = Math.max(1, Number(process.env.PARITY_PAIRS) || 3);

/** What differs between the builds on one page (empty when the trees are equal). */
function compare(path: string, reactTrees: string[], liteTrees: string[]): string[] {
  if (reactTrees.length !== liteTrees.length)
    return [`${path}: ${reactTrees.length} islands with React, ${liteTrees.length} with lite`];
  return reactTrees.flatMap((tree, index) =>
    tree === liteTrees[index]
      ? []
      : [`${path} island ${index + 1}:\n--- React\n${tree}\n--- lite\n${liteTrees[index]}`],
  );
}

describe('React and lite builds', {
  skip: STOREFRONT_BUILD !== 'react' && 'needs the React build too',
}, () => {
  const servers: { close(): void }[] = [];
  const base: Partial<Record<StorefrontBuild, string>> = {};
  let browser: Browser | undefined;

  before(async () => {
    for (const build of ['react', 'lite'] as const) {
      const server = await startServer(dist, 0, '127.0.0.1', build);
      servers.push(server);
      base[build] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    for (const server of servers) server.close();
  });

  it('give every island on every demo page the same accessibility tree', async () => {
    const chromium = browser;
    assert.ok(chromium);
    const pages = demoPages();
    assert.ok(pages.length > 50, `found only ${pages.length} demo pages`);
    // Each pair is one visitor per build; a pair's two visitors see the same pages in the same
    // order (the builds load side by side), so what one page leaves behind (a cart) matches too.
    const pairs = await Promise.all(
      Array.from({ length: Math.min(PAIRS, pages.length) }, async () => ({
        react: await (await chromium.newContext()).newPage(),
        lite: await (await chromium.newContext()).newPage(),
      })),
    );
    const found = new Map<string, string[]>();
    let next = 0;
    await Promise.all(
      pairs.map(async ({ react, lite }) => {
        for (let path = pages[next++]; path !== undefined; path = pages[next++]) {
          const [reactTrees, liteTrees] = await Promise.all([
            islandTrees(react, `${base.react}${path}`),
            islandTrees(lite, `${base.lite}${path}`),
          ]);
          found.set(path, compare(path, reactTrees, liteTrees));
        }
      }),
    );
    assert.equal(found.size, pages.length, 'every page was compared');
    const differences = pages.flatMap((path) => found.get(path) ?? []);
    assert.deepEqual(differences, [], differences.join('\n\n'));
    // The trees were read, not empty: the product page's button is in them.
    const [first] = pairs;
    assert.ok(first);
    const sample = await islandTrees(first.lite, `${base.lite}/products/stoneware-mug/`);
    assert.ok(
      sample.some((tree) => tree.includes('button "Add To Cart"')),
      sample.join('\n'),
    );
  });
});
