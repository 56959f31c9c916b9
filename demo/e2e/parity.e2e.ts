// No silent drift between the builds: every demo page is hydrated by React (storefront.js) and
// by lite (storefront-lite.js), and each island's accessibility tree (roles, names, states, as
// Playwright's ARIA snapshot writes them) must be the same in both. Compares both builds itself,
// so it runs in the React pass of `npm run test:e2e` only.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { type StorefrontBuild, startServer } from '../scripts/serve.ts';
import { launchChromium, STOREFRONT_BUILD } from './harness.ts';

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
  await page.waitForFunction(
    () => 'version' in ((window as unknown as { Storefront?: object }).Storefront ?? {}),
  );
  // Islands that wait for interaction or visibility start now.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-storefront]'))
      el.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  await page.waitForFunction(async () => {
    const api = (window as unknown as { Storefront: { debug(): Promise<{ islands: { state: string }[] }> } })
      .Storefront;
    const report = await api.debug();
    return report.islands.every((island) => island.state === 'hydrated' || island.state === 'failed');
  });
  // The first reads (the cart page's) settle before the trees are read.
  await page.waitForFunction(() => document.querySelector('[data-storefront] [aria-busy="true"]') === null);
  const islands = page.locator(ISLANDS);
  const trees: string[] = [];
  for (let index = 0; index < (await islands.count()); index += 1) {
    trees.push(await islands.nth(index).ariaSnapshot());
  }
  return trees;
}

describe('React and lite builds', { skip: STOREFRONT_BUILD !== 'react' && 'runs in the React pass' }, () => {
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
    assert.ok(browser);
    const pages = demoPages();
    assert.ok(pages.length > 50, `found only ${pages.length} demo pages`);
    // One visitor per build for the whole walk; the builds load side by side.
    const react = await (await browser.newContext()).newPage();
    const lite = await (await browser.newContext()).newPage();
    const differences: string[] = [];
    for (const path of pages) {
      const [reactTrees, liteTrees] = await Promise.all([
        islandTrees(react, `${base.react}${path}`),
        islandTrees(lite, `${base.lite}${path}`),
      ]);
      if (reactTrees.length !== liteTrees.length) {
        differences.push(`${path}: ${reactTrees.length} islands with React, ${liteTrees.length} with lite`);
        continue;
      }
      reactTrees.forEach((tree, index) => {
        if (tree !== liteTrees[index])
          differences.push(`${path} island ${index + 1}:\n--- React\n${tree}\n--- lite\n${liteTrees[index]}`);
      });
    }
    assert.deepEqual(differences, [], differences.join('\n\n'));
    // The trees were read, not empty: the product page's button is in them.
    const sample = await islandTrees(lite, `${base.lite}/products/stoneware-mug/`);
    assert.ok(
      sample.some((tree) => tree.includes('button "Add To Cart"')),
      sample.join('\n'),
    );
  });
});
