// npm run bench: cold loads of generated product list pages (50 and 500 products) in headless
// Chromium, with and without 4x CPU throttling, median of 5 runs each:
//   DCL     - DOMContentLoaded: the browser parsing the page's own HTML (not the storefront)
//   script  - JavaScript execution time until the page settles (CDP Performance.ScriptDuration)
//   hydrate - storefront start to the last island hydrated (User Timing marks from the runtime)
//   TBT     - total blocking time: sum over long tasks of (duration - 50 ms)
//   longest - the longest task
// and, where the add-to-cart island exists, click-to-'Adding…' latency under 4x throttling.
// First what a merchant sees in PageSpeed (pagespeed.ts: Lighthouse mobile on the product page,
// the 50-product list and the cart page; `-- --pagespeed` prints that table alone, `-- --gate` is
// CI's score check), then the React and lite builds side by side with the page's own cost
// (builds.ts; `-- --builds` prints that table alone). Then the server half's render cost, the
// platform product page and 20-card list in Node and in workerd (render.ts; `-- --render` prints
// that table alone; CI's `-- --gate` skips it). `-- --field` is the shopper's measure alone (field.ts:
// a returning shopper on an emulated mid-range phone), `-- --field-gate` its check with limits.
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { gotoReady, launchChromium } from '../e2e/harness.ts';
import { readLayoutShift } from '../e2e/layout-shift.ts';
import { startServer } from '../scripts/serve.ts';
import { compareBuilds } from './builds.ts';
import { AFTER_LOAD_WAIT_MS, cdpMetric, longTasks, openColdPage } from './cold-page.ts';
import { writeBenchPage } from './pages.ts';
import { comparePageSpeed, pagespeedGate, pagespeedPages } from './pagespeed.ts';
import { buildRootsFixture, measureRoots } from './roots.ts';

type ServerHalf = typeof import('../../src/server/index.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [50, 500];
const THROTTLES = [1, 4];

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');

interface Sample {
  /** DOMContentLoaded: how long the browser took to parse the page itself. */
  dcl: number;
  script: number;
  hydrate: number;
  tbt: number;
  longest: number;
  islands: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function coldLoad(browser: Browser, url: string, throttle: number): Promise<Sample> {
  const { context, page, cdp } = await openColdPage(browser, url, throttle);
  await page.waitForFunction(() => performance.getEntriesByName('storefront:start').length > 0);
  await page.waitForTimeout(AFTER_LOAD_WAIT_MS * throttle);
  const timings = await page.evaluate(() => {
    const start = performance.getEntriesByName('storefront:start')[0]?.startTime ?? 0;
    const hydrated = performance.getEntriesByName('storefront:hydrated').map((entry) => entry.startTime);
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    return {
      dcl: navigation?.domContentLoadedEventEnd ?? 0,
      hydrate: hydrated.length ? Math.max(...hydrated) - start : 0,
      islands: hydrated.length,
    };
  });
  const tasks = await longTasks(page);
  const script = (await cdpMetric(cdp, 'ScriptDuration')) * 1000;
  await context.close();
  return { script, ...timings, ...tasks };
}

async function clickToAdding(browser: Browser, url: string): Promise<number | undefined> {
  const { context, page } = await openColdPage(browser, url, 4);
  // A single-variant card: it adds straight away (a multi-variant one asks for an option first).
  const buttonSelector =
    '.card:not(:has([data-storefront="variant-select"])) [data-storefront="add-to-cart"] button';
  const button = page.locator(buttonSelector).first();
  if ((await button.count()) === 0) {
    await context.close();
    return undefined;
  }
  await page.waitForFunction(() => performance.getEntriesByName('storefront:hydrated').length > 0);
  await page.waitForTimeout(500);
  await button.scrollIntoViewIfNeeded();
  await page.evaluate((selector) => {
    const target = document.querySelector(selector);
    const w = window as unknown as { __clickAt?: number; __addingAt?: number };
    target?.addEventListener(
      'pointerdown',
      () => {
        w.__clickAt = performance.now();
      },
      { capture: true, once: true },
    );
    new MutationObserver((_records, observer) => {
      if (target?.textContent?.includes('Adding')) {
        // The label is in the DOM; wait for the frame that paints it.
        requestAnimationFrame(() => {
          w.__addingAt = performance.now();
        });
        observer.disconnect();
      }
    }).observe(target as Node, { childList: true, subtree: true, characterData: true });
  }, buttonSelector);
  await button.click();
  await page.waitForFunction(
    () => (window as unknown as { __addingAt?: number }).__addingAt !== undefined,
    undefined,
    { timeout: 10_000 },
  );
  const latency = await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __addingAt: number };
    return w.__addingAt - w.__clickAt;
  });
  await context.close();
  return latency;
}

/** CLS of a demo page for a returning visitor with one item in the cart (the pill fills in). */
async function layoutShiftWithCart(browser: Browser, base: string, path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await gotoReady(page, `${base}/products/stoneware-mug/`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
  await gotoReady(page, `${base}${path}`);
  await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
  await page.waitForTimeout(AFTER_LOAD_WAIT_MS);
  const { total } = await readLayoutShift(page);
  await context.close();
  return total;
}

// The render table needs no build: it bundles the server half's sources itself. Loaded on
// demand, so CI's --gate does not load vite and miniflare.
const compareRenders = async () => (await import('./render.ts')).compareRenders(median);
if (process.argv.includes('--render')) {
  await compareRenders();
  process.exit(0);
}
const server = (await import(join(root, 'dist-server/index.js'))) as ServerHalf;
if (process.argv.includes('--field') || process.argv.includes('--field-gate')) {
  const { runField } = await import('./field.ts');
  process.exit((await runField(server, dist, process.argv.includes('--field-gate'))) ? 0 : 1);
}
if (process.argv.includes('--gate')) process.exit((await pagespeedGate(dist)) ? 0 : 1);
if (!process.argv.includes('--builds')) {
  await comparePageSpeed(dist, pagespeedPages(server, dist, writeBenchPage), RUNS);
  if (process.argv.includes('--pagespeed')) process.exit(0);
  await compareRenders();
}
const http = await startServer(dist, 0);
const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
const liteHttp = await startServer(dist, 0, '127.0.0.1', 'lite');
const liteBase = `http://127.0.0.1:${(liteHttp.address() as AddressInfo).port}`;
const noneHttp = await startServer(dist, 0, '127.0.0.1', 'none');
const noneBase = `http://127.0.0.1:${(noneHttp.address() as AddressInfo).port}`;
const browser = await launchChromium();
const results: Record<string, Sample> = {};
try {
  const listPage = writeBenchPage(server, dist, 50);
  await compareBuilds(
    browser,
    [
      { label: 'product page', url: (origin) => `${origin}/products/stoneware-mug/` },
      { label: 'plp-50', url: (origin) => origin + listPage },
    ],
    { react: base, lite: liteBase, none: noneBase },
    RUNS,
    median,
  );
  // --builds: the side-by-side table alone.
  if (!process.argv.includes('--builds')) {
    console.log(`median of ${RUNS} cold loads (ms)`);
    console.log(
      `${'page'.padEnd(22)}${'DCL'.padStart(9)}${'script'.padStart(9)}${'hydrate'.padStart(9)}${'TBT'.padStart(9)}${'longest'.padStart(9)}${'islands'.padStart(9)}`,
    );
    for (const throttle of THROTTLES) {
      for (const size of SIZES) {
        const url = base + writeBenchPage(server, dist, size);
        await coldLoad(browser, url, throttle); // warm the server and disk cache, not measured
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) samples.push(await coldLoad(browser, url, throttle));
        const sample: Sample = {
          dcl: median(samples.map((s) => s.dcl)),
          script: median(samples.map((s) => s.script)),
          hydrate: median(samples.map((s) => s.hydrate)),
          tbt: median(samples.map((s) => s.tbt)),
          longest: median(samples.map((s) => s.longest)),
          islands: median(samples.map((s) => s.islands)),
        };
        const label = `plp-${size} cpu x${throttle}`;
        results[label] = sample;
        const f = (n: number) => n.toFixed(1).padStart(9);
        console.log(
          `${label.padEnd(22)}${f(sample.dcl)}${f(sample.script)}${f(sample.hydrate)}${f(sample.tbt)}${f(sample.longest)}${String(sample.islands).padStart(9)}`,
        );
      }
    }
    for (const throttle of THROTTLES) {
      const small = results[`plp-50 cpu x${throttle}`];
      const large = results[`plp-500 cpu x${throttle}`];
      if (small && large) {
        console.log(
          `cpu x${throttle}: 500/50 ratio  script ${(large.script / small.script).toFixed(2)}  hydrate ${(large.hydrate / Math.max(small.hydrate, 0.1)).toFixed(2)}  (target <= 1.2 for the storefront's own cost)`,
        );
      }
    }
    const latencies: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const latency = await clickToAdding(browser, base + writeBenchPage(server, dist, 50));
      if (latency === undefined) break;
      latencies.push(latency);
    }
    if (latencies.length)
      console.log(
        `click to 'Adding…' painted, cpu x4: median ${median(latencies).toFixed(1)} ms (target < 50 ms)`,
      );
    console.log('layout shift (CLS), returning visitor with a cart, median:');
    for (const path of ['/', '/products/linen-tee/', '/blog/']) {
      const shifts: number[] = [];
      for (let run = 0; run < RUNS; run++) shifts.push(await layoutShiftWithCart(browser, base, path));
      console.log(`  ${path.padEnd(24)}${median(shifts).toFixed(4)}`);
    }
    await measureRoots(browser, base + (await buildRootsFixture(root, dist)), RUNS, median);
  }
} finally {
  await browser.close();
  http.close();
  liteHttp.close();
  noneHttp.close();
}
