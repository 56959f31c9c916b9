// The two builds side by side (issue 19): the same page with React (storefront.js), with lite
// (storefront-lite.js served in its place) and with the script removed (the server answers
// storefront.js with an empty script),
// cold loads at 4x CPU, median of the runs:
//   TBT         - total blocking time until the page settles (sum over long tasks of duration - 50)
//   longest     - the longest task
//   own TBT, own longest - the same over the storefront's own script runs only (long animation
//                 frames name each script run over 5 ms and its file)
//   interactive - navigation start to the first add-to-cart island hydrated
//   adding      - pointerdown on that button to the frame that paints 'Adding…'
//   heap        - JS heap in use once settled (CDP JSHeapUsedSize)
// The storefront's own share is the row minus the no-script row.
import type { Browser } from 'playwright-core';
import { AFTER_LOAD_WAIT_MS, cdpMetric, longTasks, openColdPage, ownScripts } from './cold-page.ts';

type BenchVariant = 'react' | 'lite' | 'none';

interface BuildSample {
  tbt: number;
  longest: number;
  /** The storefront's own scripts only (long animation frame attribution). */
  ownTbt: number;
  ownLongest: number;
  interactive: number;
  adding: number;
  heap: number;
}

const THROTTLE = 4;
/** A single-variant add-to-cart button: it adds straight away. */
const BUTTON = '[data-storefront="add-to-cart"]:not(.card:has([data-storefront="variant-select"]) *) button';

async function load(browser: Browser, url: string, variant: BenchVariant): Promise<BuildSample> {
  const { context, page, cdp } = await openColdPage(browser, url, THROTTLE);
  if (variant !== 'none') {
    await page.waitForFunction(() =>
      performance
        .getEntriesByName('storefront:hydrated')
        .some((entry) => (entry as PerformanceMark).detail === 'add-to-cart'),
    );
  }
  await page.waitForTimeout(AFTER_LOAD_WAIT_MS * THROTTLE);
  const { tbt, longest } = await longTasks(page);
  const own = await ownScripts(page);
  const interactive = await page.evaluate(
    () =>
      performance
        .getEntriesByName('storefront:hydrated')
        .find((entry) => (entry as PerformanceMark).detail === 'add-to-cart')?.startTime ?? Number.NaN,
  );
  const heap = (await cdpMetric(cdp, 'JSHeapUsedSize')) / 1024 / 1024;
  let adding = Number.NaN;
  const button = page.locator(BUTTON).first();
  if (variant !== 'none' && (await button.count()) > 0) {
    await button.scrollIntoViewIfNeeded();
    await page.evaluate((selector) => {
      const target = document.querySelector(selector);
      const w = window as unknown as { __clickAt?: number; __addingAt?: number };
      target?.addEventListener('pointerdown', () => (w.__clickAt = performance.now()), {
        capture: true,
        once: true,
      });
      new MutationObserver((_records, observer) => {
        if (target?.textContent?.includes('Adding')) {
          requestAnimationFrame(() => (w.__addingAt = performance.now()));
          observer.disconnect();
        }
      }).observe(target as Node, { childList: true, subtree: true, characterData: true });
    }, BUTTON);
    await button.click();
    await page.waitForFunction(() => (window as unknown as { __addingAt?: number }).__addingAt !== undefined);
    adding = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __addingAt: number };
      return w.__addingAt - w.__clickAt;
    });
  }
  await context.close();
  return { tbt, longest, ownTbt: own.tbt, ownLongest: own.longest, interactive, heap, adding };
}

/** Prints the side-by-side table for each page; bases hold each variant's server origin. */
export async function compareBuilds(
  browser: Browser,
  pages: readonly { label: string; url: (base: string) => string }[],
  bases: Record<BenchVariant, string>,
  runs: number,
  median: (values: number[]) => number,
): Promise<void> {
  const f = (n: number, digits = 1) => (Number.isNaN(n) ? '-' : n.toFixed(digits)).padStart(12);
  console.log(`\nbuilds side by side, cpu x${THROTTLE}, median of ${runs} cold loads (ms; heap MB)`);
  console.log(
    `${'page / build'.padEnd(26)}${'TBT'.padStart(12)}${'longest'.padStart(12)}${'own TBT'.padStart(12)}${'own longest'.padStart(12)}${'interactive'.padStart(12)}${'adding'.padStart(12)}${'heap'.padStart(12)}`,
  );
  for (const { label, url } of pages) {
    const rows: Partial<Record<BenchVariant, BuildSample>> = {};
    for (const variant of ['none', 'react', 'lite'] as const) {
      const target = url(bases[variant]);
      await load(browser, target, variant); // warm the server and disk cache, not measured
      const samples: BuildSample[] = [];
      for (let run = 0; run < runs; run++) samples.push(await load(browser, target, variant));
      const pick = (key: keyof BuildSample) => median(samples.map((sample) => sample[key]));
      const row = {
        tbt: pick('tbt'),
        longest: pick('longest'),
        ownTbt: pick('ownTbt'),
        ownLongest: pick('ownLongest'),
        interactive: pick('interactive'),
        adding: pick('adding'),
        heap: pick('heap'),
      };
      rows[variant] = row;
      console.log(
        `${`${label} ${variant === 'none' ? 'no script' : variant}`.padEnd(26)}${f(row.tbt)}${f(row.longest)}${f(row.ownTbt)}${f(row.ownLongest)}${f(row.interactive)}${f(row.adding)}${f(row.heap, 2)}`,
      );
    }
    const none = rows.none;
    for (const variant of ['react', 'lite'] as const) {
      const row = rows[variant];
      if (!row || !none) continue;
      console.log(
        `${`${label} ${variant} own share`.padEnd(26)}${f(row.tbt - none.tbt)}${f(row.longest)}${f(row.ownTbt)}${f(row.ownLongest)}${f(row.interactive)}${f(row.adding)}${f(row.heap - none.heap, 2)}`,
      );
    }
  }
  console.log('targets (own share): lite TBT <= 50 ms and longest <= 100 ms; React longest <= 150 ms');
  console.log(
    "own TBT / own longest: the storefront's scripts alone, as long animation frames attribute them (the page's own long tasks left out)",
  );
}
