// The shopper's measure (issue 44 item 1): what a returning shopper on a mid-range phone sees,
// measured in the page itself (MutationObserver, Event Timing, performance.now() and event
// timestamps installed by an init script; node only decides when to stop waiting).
//   npm run bench -- --field        the product page, the 50-product list and the cart page, with
//                                   no script, React and lite, alternating runs (none, react, lite,
//                                   none, ...), medians of BENCH_RUNS (5 by default)
//   npm run bench -- --field-gate   the product page and the cart page, React and lite, BENCH_RUNS
//                                   (3 by default); exits 1 when a figure is over its limit
// The phone: 412x915, touch (isMobile, hasTouch), CPU 4x slower (CDP Emulation.setCPUThrottlingRate)
// and 150 ms RTT / 1.6 Mbps down / 750 Kbps up (CDP Network.emulateNetworkConditions). Nobody
// moves a pointer unless a scenario does. Every measured page is a fresh tab in a browser context
// whose first visit (unthrottled) put 2 items in the cart through Storefront.cart.add, as a
// returning shopper's earlier visit did; the no-script page has no API to add with, so its
// first visit is only a visit.
// The pages are the PageSpeed bench's builder pages (builder-server.ts): the demo's HTML with the
// one storefront tag in it, gzipped, and the platform's calls answered in Node by the demo's mock
// platform, over the throttled network. Not the demo server's pages: there the mock platform's
// boot script adds the storefront tag only once its service worker is ready, after the load
// event, so a tap 0.6 s after load meets a page with no storefront at all and is lost (seen on
// the product page), the worker's own fetches escape the page's network throttling, and every
// page first downloads the 470 KB mock platform. None of that is a shop's page.
// Figures, each a median over the runs ('—': it did not happen within the run's time limit in
// most runs; 'n/a': not asked of this page or build):
//   load          navigation start to the load event's end (the demo's own page, not the storefront)
//   pill          load event end to the frame in which the cart pill first shows the count 2
//                 (negative: the pill was right before the load event)
//   pill+anim     the same with a requestAnimationFrame loop running (a slideshow)
//   hydrated      load event end to the last `storefront:hydrated` mark the islands in the first
//                 viewport need (islands counted per name, so an island off screen of the same
//                 name hydrating first counts too)
//   lines         cart page: load event end to the frame in which both cart lines show
//   answer        product page: Add to Cart tapped 0.6 s after load; the tap's pointerdown
//                 timestamp to the frame of the first visible change (aria-busy on the mount
//                 point, the button disabled or aria-disabled, its text 'Adding…')
//   tap→pill      the same tap to the frame in which the pill's count changes
//   tap INP       the tap's Event Timing duration (the longest of its pointer/touch/click entries;
//                 first-input covers a tap under the 16 ms threshold)
//   merchant INP  a plain <button> of the merchant's (a little work on click) tapped 0.6 s after
//                 load: its Event Timing duration, with and without the storefront
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../e2e/harness.ts';
import { builderFiles, startBuilderServer } from './builder-server.ts';
import { writeBenchPage } from './pages.ts';

type ServerHalf = typeof import('../../src/server/index.ts');
type FieldBuild = 'none' | 'react' | 'lite';
type PageKind = 'product' | 'list' | 'cart';

interface FieldPage {
  readonly label: string;
  readonly path: string;
  readonly kind: PageKind;
}

const BUILDS: readonly FieldBuild[] = ['none', 'react', 'lite'];
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
/** When the scenarios tap, after the load event's end. */
const TAP_AFTER_LOAD_MS = 600;
/** How long after the load event (or a tap) a measured thing may take before it counts as '—'. */
const WAIT_MS = 12_000;
/** A page's own load, throttled. */
const LOAD_TIMEOUT_MS = 60_000;
/** The first visit that fills the cart (unthrottled). */
const SETUP_PATH = '/products/canvas-tote/';
/** Two products with unlimited stock: every run's shopper can add them. */
const CART_ITEMS = [
  { itemId: 'site-us-canvas-tote', sku: 'CANVASTOTE-1', quantity: 1 },
  { itemId: 'site-us-field-journal', sku: 'FIELDJOURNAL-1', quantity: 1 },
];
const GLANCE_KEY = 'storefront:cart-glance';

/** The gate's limits (ms), generous for a loaded CI machine. */
const LIMITS = { pill: 1500, hydrated: 2500, answer: 200 } as const;

interface Sample {
  load?: number | undefined;
  pill?: number | undefined;
  pillAnimated?: number | undefined;
  hydrated?: number | undefined;
  islands?: number | undefined;
  lines?: number | undefined;
  answer?: number | undefined;
  tapToPill?: number | undefined;
  tapInp?: number | undefined;
  merchantInp?: number | undefined;
  tapAt?: number | undefined;
}
type Key = keyof Sample;

interface ProbeOptions {
  readonly animate: boolean;
  readonly merchantButton: boolean;
}

/** What the init script keeps in the page (window.__field). */
interface Probe {
  pillAt?: number;
  linesAt?: number;
  tapStamp?: number;
  /** Whether the tap's pointerdown landed in Add to Cart's mount point. */
  tappedButton?: boolean;
  answerAt?: number;
  pillChangedAt?: number;
  events: { name: string; start: number; duration: number; interaction: number }[];
  firstInput?: { start: number; duration: number };
}

// Runs in the page before its own scripts (serialised by Playwright): it may use nothing from this
// module. One MutationObserver on the document evaluates the cheap checks on each batch of
// mutations; a check that turns true stamps the next animation frame (the frame that paints it).
function fieldProbe(options: ProbeOptions): void {
  const probe: Probe = { events: [] };
  (window as unknown as { __field: Probe }).__field = probe;
  const pillCount = (): number | undefined => {
    const mount = document.querySelector('[data-storefront="cart-pill"]');
    const link = mount?.querySelector('a');
    if (!mount || !link || link.closest('[hidden]')) return undefined;
    if (typeof mount.checkVisibility === 'function' && !mount.checkVisibility({ visibilityProperty: true }))
      return undefined;
    // The visible figure, and the spoken label that says the same.
    const count = mount.querySelector('.sf-cart-pill__count')?.textContent?.trim() ?? '';
    const label =
      mount.querySelector('.sf-visually-hidden')?.textContent ?? link.getAttribute('aria-label') ?? '';
    const spoken = /(\d+) items? in cart/.exec(label)?.[1];
    return count !== '' && /^\d+$/.test(count) && (spoken === undefined || spoken === count)
      ? Number(count)
      : undefined;
  };
  const answered = (): boolean => {
    const mount = document.querySelector('[data-storefront="add-to-cart"]');
    const button = mount?.querySelector('button');
    return (
      mount?.getAttribute('aria-busy') === 'true' ||
      button?.disabled === true ||
      button?.getAttribute('aria-disabled') === 'true' ||
      /Adding/.test(button?.textContent ?? '')
    );
  };
  const stamped = new Set<string>();
  const stamp = (key: 'pillAt' | 'linesAt' | 'answerAt' | 'pillChangedAt') => {
    if (stamped.has(key)) return;
    stamped.add(key);
    requestAnimationFrame(() => {
      probe[key] = performance.now();
    });
  };
  const check = () => {
    const count = pillCount();
    if (count === 2) stamp('pillAt');
    if (document.querySelectorAll('[data-storefront="cart"] .sf-cart__line').length >= 2) stamp('linesAt');
    if (probe.tapStamp !== undefined) {
      if (answered()) stamp('answerAt');
      if (count !== undefined && count > 2) stamp('pillChangedAt');
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden', 'class', 'aria-busy', 'aria-disabled', 'disabled', 'data-state'],
  });
  addEventListener('DOMContentLoaded', check);
  addEventListener('load', check);
  addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted && probe.tapStamp === undefined) {
        probe.tapStamp = event.timeStamp;
        probe.tappedButton =
          event.target instanceof Element && event.target.closest('[data-storefront="add-to-cart"]') !== null;
      }
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      probe.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interaction: entry.interactionId ?? 0,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    const entry = list.getEntries()[0];
    if (entry) probe.firstInput = { start: entry.startTime, duration: entry.duration };
  }).observe({ type: 'first-input', buffered: true });
  addEventListener('DOMContentLoaded', () => {
    if (options.animate) {
      // A slideshow's loop: a box that moves every frame.
      const box = document.createElement('div');
      box.style.cssText =
        'position:fixed;right:8px;bottom:8px;width:40px;height:40px;background:#c60;z-index:2147483646;pointer-events:none';
      document.body.append(box);
      const frame = (time: number) => {
        box.style.transform = `translateX(${-Math.round((time / 10) % 200)}px) rotate(${Math.round(time / 5) % 360}deg)`;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }
    if (options.merchantButton) {
      // The merchant's own button: a little work on click (fixed work, so the CPU slowdown counts).
      const button = document.createElement('button');
      button.type = 'button';
      button.id = 'merchant-button';
      button.textContent = 'Join the newsletter';
      button.style.cssText =
        'position:fixed;left:8px;bottom:8px;z-index:2147483647;width:220px;height:48px;font-size:16px';
      button.addEventListener('click', () => {
        let sum = 0;
        for (let i = 0; i < 200_000; i++) sum += Math.sqrt(i);
        button.textContent = sum > 0 ? 'Thanks!' : 'Thanks';
      });
      document.body.append(button);
    }
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Waits in the page for `predicate` (checked every 250 ms, not every frame); false on timeout. */
async function waitInPage(page: Page, predicate: () => boolean, timeout = WAIT_MS) {
  try {
    await page.waitForFunction(predicate, undefined, { polling: 250, timeout });
    return true;
  } catch {
    return false;
  }
}

/** tsx (esbuild's keepNames) wraps the probe's named functions in __name(), which the page lacks. */
const PROBE_PRELUDE = 'var __name = (target) => target;';

/**
 * A fresh tab of `context` at the phone's CPU and network, with the probe, loaded to its load
 * event. With `tap`, that point is tapped TAP_AFTER_LOAD_MS after the load event as node sees it:
 * the point is known beforehand, because reading an element's place waits for the page's busy main
 * thread and would make the tap late.
 */
async function openMeasured(
  context: BrowserContext,
  url: string,
  options: ProbeOptions,
  tap?: { x: number; y: number },
): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.addInitScript({
    content: `${PROBE_PRELUDE}(${fieldProbe.toString()})(${JSON.stringify(options)});`,
  });
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  if (tap) {
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    await page.touchscreen.tap(tap.x, tap.y);
  }
  return page;
}

/** The merchant button's centre (its place is fixed: bottom left, 220x48). */
const MERCHANT_TAP = { x: 8 + 110, y: PHONE.viewport.height - 8 - 24 };

/** The centre of the product page's Add to Cart button, when it is on the first screen. */
async function buttonCentre(page: Page): Promise<{ x: number; y: number } | undefined> {
  const box = await page
    .locator('[data-storefront="add-to-cart"] button')
    .first()
    .boundingBox()
    .catch(() => null);
  if (!box) return undefined;
  const y = box.y + box.height / 2;
  return y > 0 && y < PHONE.viewport.height - 2 ? { x: box.x + box.width / 2, y } : undefined;
}

/** The probe's state and the load event's end. */
function readProbe(page: Page) {
  return page.evaluate(() => ({
    probe: (window as unknown as { __field: Probe }).__field,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
}

/** The tap's interaction duration: the longest Event Timing entry from its pointerdown on. */
function interactionDuration(probe: Probe): number | undefined {
  if (probe.tapStamp === undefined) return undefined;
  const tap = probe.tapStamp;
  const durations = probe.events
    .filter((event) => event.interaction > 0 && event.start >= tap - 1)
    .map((event) => event.duration);
  if (probe.firstInput && probe.firstInput.start >= tap - 1) durations.push(probe.firstInput.duration);
  return durations.length ? Math.max(...durations) : undefined;
}

/** The last hydrated mark the islands in the first viewport need, after the load event. */
function viewportHydration(page: Page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('[data-storefront]:not([data-storefront-held])')].filter(
      (element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.bottom > 0 &&
          rect.top < innerHeight &&
          rect.left < innerWidth
        );
      },
    );
    const need = new Map<string, number>();
    for (const element of shown) {
      const name = element.getAttribute('data-storefront') ?? '';
      need.set(name, (need.get(name) ?? 0) + 1);
    }
    const marks = performance.getEntriesByName('storefront:hydrated') as PerformanceMark[];
    let last = 0;
    for (const [name, count] of need) {
      const times = marks
        .filter((mark) => mark.detail === name)
        .map((mark) => mark.startTime)
        .sort((a, b) => a - b);
      const time = times[count - 1];
      if (time === undefined) return { done: false, last: undefined, islands: shown.length };
      last = Math.max(last, time);
    }
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd;
    return { done: true, last: last - loadEnd, islands: shown.length };
  });
}

/** A returning shopper: a first visit (unthrottled) that puts 2 items in the cart. */
async function returningShopper(
  browser: Browser,
  origin: string,
  build: FieldBuild,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE });
  const first = await context.newPage();
  await first.goto(origin + SETUP_PATH, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  // The page without the script has no API to add with: its first visit is only a visit.
  if (build !== 'none') {
    await first.waitForFunction(
      () =>
        typeof (window as unknown as { Storefront?: { version?: unknown } }).Storefront?.version === 'string',
      undefined,
      { timeout: 30_000 },
    );
    await first.evaluate(async (items) => {
      const api = (
        window as unknown as {
          Storefront: { cart: { add(request: (typeof items)[number]): Promise<unknown> } };
        }
      ).Storefront;
      for (const item of items) await api.cart.add(item);
    }, CART_ITEMS);
    // The pill writes what it shows for the next page's loader once the cart is settled.
    await first.waitForFunction(
      (key) =>
        (JSON.parse(localStorage.getItem(key) ?? 'null') as { quantity?: number } | null)?.quantity === 2,
      GLANCE_KEY,
      { timeout: 30_000 },
    );
  }
  await first.close();
  return context;
}

/**
 * Every scenario of every page for one build, in one returning shopper's browser context: the
 * product page last, its Add to Cart tap last of all (it puts a third item in the cart).
 */
async function measureBuild(
  browser: Browser,
  origin: string,
  pages: readonly FieldPage[],
  build: FieldBuild,
  /** Filled page by page: a run that fails part-way keeps what it measured. */
  samples: Map<FieldPage, Sample>,
): Promise<void> {
  const withScript = build !== 'none';
  const context = await returningShopper(browser, origin, build);
  const ordered = [...pages].sort((a, b) => Number(a.kind === 'product') - Number(b.kind === 'product'));
  /** Where Add to Cart is once the quiet load has settled (the tap scenario taps there). */
  let addToCart: { x: number; y: number } | undefined;
  try {
    for (const page of ordered) {
      const sample: Sample = {};
      samples.set(page, sample);
      const url = origin + page.path;
      // Nobody touching: the pill, the islands in view, the cart's lines.
      {
        const tab = await openMeasured(context, url, { animate: false, merchantButton: false });
        if (withScript) {
          const until = Date.now() + WAIT_MS;
          await waitInPage(
            tab,
            page.kind === 'cart'
              ? () => {
                  const probe = (window as unknown as { __field: Probe }).__field;
                  return probe.pillAt !== undefined && probe.linesAt !== undefined;
                }
              : () => (window as unknown as { __field: Probe }).__field.pillAt !== undefined,
          );
          let hydration = await viewportHydration(tab);
          while (!hydration.done && Date.now() < until) {
            await tab.waitForTimeout(250);
            hydration = await viewportHydration(tab);
          }
          sample.hydrated = hydration.last;
          sample.islands = hydration.islands;
        }
        if (page.kind === 'product' && withScript) addToCart = await buttonCentre(tab);
        const { probe, loadEnd } = await readProbe(tab);
        sample.load = loadEnd;
        if (probe.pillAt !== undefined) sample.pill = probe.pillAt - loadEnd;
        if (probe.linesAt !== undefined) sample.lines = probe.linesAt - loadEnd;
        await tab.close();
      }
      if (withScript) {
        // The same with a running animation.
        const tab = await openMeasured(context, url, { animate: true, merchantButton: false });
        await waitInPage(tab, () => (window as unknown as { __field: Probe }).__field.pillAt !== undefined);
        const { probe, loadEnd } = await readProbe(tab);
        if (probe.pillAt !== undefined) sample.pillAnimated = probe.pillAt - loadEnd;
        await tab.close();
      }
      if (page.kind !== 'product') continue;
      {
        // The merchant's own button, tapped 0.6 s after load (before any tap on the storefront).
        const tab = await openMeasured(context, url, { animate: false, merchantButton: true }, MERCHANT_TAP);
        {
          await waitInPage(
            tab,
            () => document.getElementById('merchant-button')?.textContent?.startsWith('Thanks') === true,
          );
          await tab.waitForTimeout(300); // the entries arrive after the frame that paints the answer
          const { probe } = await readProbe(tab);
          sample.merchantInp = interactionDuration(probe);
          if (sample.merchantInp === undefined)
            console.warn(
              `field: ${build} merchant button: no Event Timing entry (${JSON.stringify(probe.events)})`,
            );
        }
        await tab.close();
      }
      if (withScript) {
        // Add to Cart tapped 0.6 s after load (the third item: last, it changes the cart).
        const tab =
          addToCart &&
          (await openMeasured(context, url, { animate: false, merchantButton: false }, addToCart));
        if (tab) {
          await waitInPage(tab, () => {
            const probe = (window as unknown as { __field: Probe }).__field;
            return probe.answerAt !== undefined && probe.pillChangedAt !== undefined;
          });
          await tab.waitForTimeout(300);
          const { probe, loadEnd } = await readProbe(tab);
          if (probe.tapStamp !== undefined) {
            sample.tapAt = probe.tapStamp - loadEnd;
            if (probe.answerAt !== undefined) sample.answer = probe.answerAt - probe.tapStamp;
            if (probe.pillChangedAt !== undefined) sample.tapToPill = probe.pillChangedAt - probe.tapStamp;
            sample.tapInp = interactionDuration(probe);
          }
          if (!probe.tappedButton) console.warn(`field: ${build}: the tap missed Add to Cart`);
          await tab.close();
        } else console.warn(`field: ${build}: Add to Cart is not on the first screen`);
      }
    }
  } finally {
    await context.close();
  }
}

interface Column {
  readonly key: Key;
  readonly title: string;
  readonly applies: (page: FieldPage, build: FieldBuild) => boolean;
}

const scripted = (_page: FieldPage, build: FieldBuild) => build !== 'none';
const COLUMNS: readonly Column[] = [
  { key: 'load', title: 'load', applies: () => true },
  { key: 'pill', title: 'pill', applies: scripted },
  { key: 'pillAnimated', title: 'pill+anim', applies: scripted },
  { key: 'hydrated', title: 'hydrated', applies: scripted },
  { key: 'islands', title: 'in view', applies: scripted },
  { key: 'lines', title: 'lines', applies: (page, build) => page.kind === 'cart' && build !== 'none' },
  { key: 'answer', title: 'answer', applies: (page, build) => page.kind === 'product' && build !== 'none' },
  {
    key: 'tapToPill',
    title: 'tap→pill',
    applies: (page, build) => page.kind === 'product' && build !== 'none',
  },
  { key: 'tapInp', title: 'tap INP', applies: (page, build) => page.kind === 'product' && build !== 'none' },
  { key: 'merchantInp', title: 'merchant INP', applies: (page) => page.kind === 'product' },
];

/** The median of the runs where it happened, or undefined when it did not happen in most runs. */
function summary(samples: readonly Sample[], key: Key): number | undefined {
  const values = samples.map((sample) => sample[key]).filter((value): value is number => value !== undefined);
  return values.length * 2 > samples.length ? median(values) : undefined;
}

/** A tap's Event Timing figure: under the 16 ms threshold no entry but first-input says so. */
function cell(page: FieldPage, build: FieldBuild, column: Column, samples: readonly Sample[]): string {
  if (!column.applies(page, build)) return 'n/a';
  const value = summary(samples, column.key);
  if (value === undefined) return '—';
  const misses = samples.filter((sample) => sample[column.key] === undefined).length;
  return `${value.toFixed(0)}${misses ? ` (${samples.length - misses}/${samples.length})` : ''}`;
}

function printTable(
  pages: readonly FieldPage[],
  results: Map<string, Sample[]>,
  runs: number,
  builds: readonly FieldBuild[],
) {
  const width = 13;
  console.log(
    `\nThe shopper's measure: a returning shopper (2 items in the cart) on an emulated mid-range phone (412x915, touch, CPU ${CPU_SLOWDOWN}x, ${NETWORK.latency} ms RTT, 1.6 Mbps down, 750 Kbps up); median of ${runs} alternating runs, ms`,
  );
  console.log(
    `${'page / build'.padEnd(26)}${COLUMNS.map((column) => column.title.padStart(width)).join('')}`,
  );
  for (const page of pages) {
    for (const build of builds) {
      const samples = results.get(`${page.label}|${build}`) ?? [];
      console.log(
        `${`${page.label} ${build === 'none' ? 'no script' : build}`.padEnd(26)}${COLUMNS.map((column) => cell(page, build, column, samples).padStart(width)).join('')}`,
      );
    }
  }
  const taps = [...results.entries()]
    .filter(([key]) => key.startsWith('product'))
    .flatMap(([, samples]) => samples.map((sample) => sample.tapAt))
    .filter((value): value is number => value !== undefined);
  console.log(
    [
      'load: navigation start to the load event end. pill, pill+anim, hydrated, lines: after the load event end',
      '  (negative: before it). pill+anim: with a requestAnimationFrame loop running. hydrated: the last',
      "  storefront:hydrated mark the islands in the first viewport need ('in view': how many). answer, tap→pill,",
      `  tap INP: Add to Cart tapped ${TAP_AFTER_LOAD_MS} ms after load${taps.length ? ` (the taps landed ${median(taps).toFixed(0)} ms after it, median)` : ''}; answer: to the frame of its first`,
      "  visible change (aria-busy, disabled, 'Adding…'); tap→pill: to the frame the pill's count changes; tap INP and",
      '  merchant INP (a plain button of the page, a little work on click): Event Timing durations (8 ms steps).',
      "'—': did not happen within the run's time limit in most runs; (k/n): happened in k of n runs. n/a: not asked.",
      "Pages: the PageSpeed bench's builder pages (the one storefront tag in the HTML, gzipped). The platform's calls",
      "  are answered in Node by the mock platform, over the throttled network (not by the demo's service worker, whose",
      "  tag is added after the load event on the demo's pages). CPU throttling is the page's main thread only.",
    ].join('\n'),
  );
}

function fieldPages(server: ServerHalf, dist: string, kinds: readonly PageKind[]): FieldPage[] {
  const all: FieldPage[] = [
    { label: 'product (field-journal)', path: '/products/field-journal/', kind: 'product' },
    { label: 'plp-50', path: writeBenchPage(server, dist, 50), kind: 'list' },
    { label: 'cart', path: '/cart/', kind: 'cart' },
  ];
  return all.filter((page) => kinds.includes(page.kind));
}

/** Runs the field bench; with `gate`, checks the limits and returns false when one is passed. */
export async function runField(server: ServerHalf, dist: string, gate: boolean): Promise<boolean> {
  const runs = Number(process.env.BENCH_RUNS ?? (gate ? 3 : 5));
  const builds: readonly FieldBuild[] = gate ? ['react', 'lite'] : BUILDS;
  const pages = fieldPages(server, dist, gate ? ['product', 'cart'] : ['product', 'list', 'cart']);
  const started = Date.now();
  const servers = await Promise.all(builds.map((build) => startBuilderServer(builderFiles(dist, build))));
  const origins = servers.map((http) => `http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  const browser = await launchChromium();
  const results = new Map<string, Sample[]>();
  try {
    // Alternating: none, react, lite, none, ... (a machine that slows down part-way slows all alike).
    for (let run = 0; run < runs; run++) {
      for (const [index, build] of builds.entries()) {
        const samples = new Map<FieldPage, Sample>();
        try {
          await measureBuild(browser, origins[index] as string, pages, build, samples);
        } catch (error) {
          console.warn(`field: ${build} run ${run + 1} failed: ${String(error).split('\n')[0]}`);
        }
        for (const page of pages) {
          const key = `${page.label}|${build}`;
          results.set(key, [...(results.get(key) ?? []), samples.get(page) ?? {}]);
        }
      }
    }
  } finally {
    await browser.close();
    for (const http of servers) http.close();
  }
  printTable(pages, results, runs, builds);
  console.log(`wall time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!gate) return true;
  console.log(
    `field gate limits: pill correct <= ${LIMITS.pill} ms, islands hydrated <= ${LIMITS.hydrated} ms, first tap's visible answer <= ${LIMITS.answer} ms (React and lite; a figure that never happened fails too)`,
  );
  let ok = true;
  for (const page of pages) {
    for (const build of builds) {
      const samples = results.get(`${page.label}|${build}`) ?? [];
      const checks: [Key, string, number][] = [
        ['pill', 'pill correct', LIMITS.pill],
        ['hydrated', 'islands hydrated', LIMITS.hydrated],
        ...(page.kind === 'product'
          ? ([['answer', "first tap's visible answer", LIMITS.answer]] as [Key, string, number][])
          : []),
      ];
      for (const [key, name, limit] of checks) {
        const value = summary(samples, key);
        if (value === undefined || value > limit) {
          console.error(
            `field gate: ${page.label}, ${build}: ${name} ${value === undefined ? 'never happened' : `${value.toFixed(0)} ms`} (limit ${limit} ms)`,
          );
          ok = false;
        }
      }
    }
  }
  if (ok) console.log('field gate: every figure within its limit');
  return ok;
}
