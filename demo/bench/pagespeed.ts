// What a merchant sees in PageSpeed Insights (issue 30): Lighthouse's mobile preset on the demo's
// product page, the 50-product list and the cart page, each as the builder writes it with no
// script, with the React build and with the lite build. Runs alternate (none, react, lite, none,
// ...) so a machine that slows down part-way slows all three alike; medians are printed side by
// side with each build's delta to the page without the script.
//   npm run bench -- --pagespeed      this table alone (BENCH_RUNS runs, 5 by default)
//   --gate                            CI: the product page, 3 runs, exits 1 when either build's
//                                     score is more than GATE_POINTS below the page without it
import type { AddressInfo } from 'node:net';
import { builderFiles, type PageVariant, startBuilderServer } from './builder-server.ts';
import { launchLighthouseChrome, measurePageSpeed, type PageSpeed } from './lighthouse.ts';

type ServerHalf = typeof import('../../src/server/index.ts');

const VARIANTS: readonly PageVariant[] = ['none', 'react', 'lite'];
/** Largest score drop CI accepts on the product page (Lighthouse's run-to-run noise). */
const GATE_POINTS = 2;

interface BenchPage {
  readonly label: string;
  readonly path: string;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function medianOf(samples: readonly PageSpeed[]): PageSpeed {
  const of = (key: keyof PageSpeed) => median(samples.map((sample) => sample[key]));
  return {
    score: of('score'),
    tbt: of('tbt'),
    lcp: of('lcp'),
    tti: of('tti'),
    cls: of('cls'),
    bootup: of('bootup'),
    jsBytes: of('jsBytes'),
    scripts: of('scripts'),
  };
}

function printTable(page: string, results: Record<PageVariant, PageSpeed>, runs: number): void {
  const columns = ['score', 'TBT ms', 'LCP ms', 'TTI ms', 'CLS', 'boot-up ms', 'JS bytes', 'scripts'];
  console.log(`\n${page}: Lighthouse mobile, median of ${runs} alternating runs (delta to no script)`);
  console.log(`${'build'.padEnd(10)}${columns.map((c) => c.padStart(18)).join('')}`);
  const none = results.none;
  for (const variant of VARIANTS) {
    const r = results[variant];
    const cell = (value: number, base: number, digits = 0) => {
      const text = value.toFixed(digits);
      const delta = value - base;
      const shown = variant === 'none' ? text : `${text} (${delta >= 0 ? '+' : ''}${delta.toFixed(digits)})`;
      return shown.padStart(18);
    };
    console.log(
      `${variant.padEnd(10)}${cell(r.score, none.score)}${cell(r.tbt, none.tbt)}${cell(r.lcp, none.lcp)}${cell(r.tti, none.tti)}${cell(r.cls, none.cls, 3)}${cell(r.bootup, none.bootup)}${cell(r.jsBytes, none.jsBytes)}${cell(r.scripts, none.scripts)}`,
    );
  }
}

/** Runs Lighthouse on each page in each variant; returns the medians per page and variant. */
export async function comparePageSpeed(
  dist: string,
  pages: readonly BenchPage[],
  runs: number,
): Promise<Record<string, Record<PageVariant, PageSpeed>>> {
  const servers = await Promise.all(
    VARIANTS.map((variant) => startBuilderServer(builderFiles(dist, variant))),
  );
  const origin = (index: number) =>
    `http://127.0.0.1:${(servers[index]?.address() as AddressInfo | undefined)?.port}`;
  const chrome = await launchLighthouseChrome();
  const all: Record<string, Record<PageVariant, PageSpeed>> = {};
  try {
    for (const page of pages) {
      const samples: Record<PageVariant, PageSpeed[]> = { none: [], react: [], lite: [] };
      // One warm-up load per variant (server caches, disk), not measured.
      for (const [index] of VARIANTS.entries()) await measurePageSpeed(chrome, origin(index) + page.path);
      for (let run = 0; run < runs; run++) {
        for (const [index, variant] of VARIANTS.entries()) {
          samples[variant].push(await measurePageSpeed(chrome, origin(index) + page.path));
        }
      }
      const results = {
        none: medianOf(samples.none),
        react: medianOf(samples.react),
        lite: medianOf(samples.lite),
      };
      printTable(page.label, results, runs);
      all[page.label] = results;
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
  }
  return all;
}

/** The benchmark's pages: the product page, the 50-product list (written now) and the cart page. */
export function pagespeedPages(
  server: ServerHalf,
  dist: string,
  write: typeof import('./pages.ts').writeBenchPage,
) {
  return [
    { label: 'product page (canvas-tote)', path: '/products/canvas-tote/' },
    { label: '50-product list', path: write(server, dist, 50) },
    { label: 'cart page', path: '/cart/' },
  ];
}

/** CI's gate: the product page's score may drop by GATE_POINTS at most with either build. */
export async function pagespeedGate(dist: string): Promise<boolean> {
  const page = { label: 'product page (canvas-tote)', path: '/products/canvas-tote/' };
  const results = (await comparePageSpeed(dist, [page], 3))[page.label];
  if (!results) return false;
  let ok = true;
  for (const variant of ['react', 'lite'] as const) {
    const drop = results.none.score - results[variant].score;
    if (drop > GATE_POINTS) {
      console.error(
        `PageSpeed gate: the ${variant} build lowers the product page's score by ${drop} points (at most ${GATE_POINTS}).`,
      );
      ok = false;
    }
  }
  if (ok)
    console.log(`PageSpeed gate: neither build lowers the product page's score by more than ${GATE_POINTS}.`);
  return ok;
}
