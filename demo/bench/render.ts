// The server half's render cost (issue 31 item 5): the platform-style site's product page and
// 20-card list page (demo/templates/platform, region included), rendered by the same bundle of
// storefront/template in Node and in workerd side by side:
//   ms/render - median over the samples of one batch's time divided by its renders
//   renders/s - per core (one render runs on one thread): 1000 / ms
//   HTML      - bytes of the page
// Node calls the bundle's renderTemplate in-process. workerd's clock only moves between I/O
// (a Workers rule), so each workerd sample is timed from Node around one request that renders a
// batch, less the median of the same request rendering nothing (transport and JSON parse).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP } from '../../mocks/fixtures/shops.ts';
import { bundleEdgeWorker, startEdgeWorker } from '../edge/edge-worker.ts';
import type { TemplateRequest } from '../edge/worker.ts';
import {
  type PlatformView,
  platformItemData,
  platformListData,
  platformPageSources,
} from '../scripts/platform-site.ts';
import { shopContext } from '../scripts/site.ts';

/** The worker module, as bundled: what Node imports and workerd runs. */
type WorkerModule = typeof import('../edge/worker.ts');

const SAMPLES = 15;
const BATCH = 10;
/** Batches run before the samples: both JITs take a few dozen renders to settle. */
const WARM_UP_BATCHES = 3;

type Median = (values: number[]) => number;

function page(view: PlatformView, data: unknown): TemplateRequest {
  return {
    context: shopContext(MAIN_SHOP, { pageType: 50 }),
    ...platformPageSources(view),
    data,
    headers: { script: '/storefront.js', stylesheet: '/storefront.css', nonce: 'n0nce' },
  };
}

const PAGES: Readonly<Record<string, TemplateRequest>> = {
  'product page': page('collections/products.item', platformItemData(MAIN_SHOP, 'linen-tee')),
  '20-card list': page(
    'collections/products.list',
    platformListData(MAIN_SHOP, 'Shop', CATALOG.slice(0, 20)),
  ),
};

interface RenderFigures {
  msPerRender: number;
  bytes: number;
}

async function inNode(render: WorkerModule['renderTemplate'], request: TemplateRequest, median: Median) {
  const bytes = new TextEncoder().encode(render(request).html).length;
  const batch = { ...request, repeat: BATCH };
  for (let round = 0; round < WARM_UP_BATCHES; round++) render(batch);
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const start = performance.now();
    render(batch);
    times.push((performance.now() - start) / BATCH);
  }
  return { msPerRender: median(times), bytes };
}

type Post = <T>(path: string, body: unknown) => Promise<T>;

async function inWorkerd(post: Post, request: TemplateRequest, median: Median): Promise<RenderFigures> {
  const timed = async (repeat: number) => {
    const start = performance.now();
    const { html } = await post<{ html: string }>('/template', { ...request, repeat });
    return { ms: performance.now() - start, html };
  };
  const { html } = await timed(1);
  for (let round = 0; round < WARM_UP_BATCHES; round++) await timed(BATCH);
  const empty: number[] = [];
  const batches: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    empty.push((await timed(0)).ms);
    batches.push((await timed(BATCH)).ms);
  }
  const overhead = median(empty);
  return {
    msPerRender: median(batches.map((ms) => Math.max(0, ms - overhead) / BATCH)),
    bytes: new TextEncoder().encode(html).length,
  };
}

/** Prints the render table: each page in Node and in workerd. */
export async function compareRenders(median: Median): Promise<void> {
  const script = await bundleEdgeWorker();
  const dir = mkdtempSync(join(tmpdir(), 'sf-render-bench-'));
  const worker = await startEdgeWorker(script);
  try {
    const file = join(dir, 'worker.mjs');
    writeFileSync(file, script);
    const bundle = (await import(pathToFileURL(file).href)) as WorkerModule;
    console.log(`\nserver render, platform templates: median of ${SAMPLES} batches of ${BATCH} renders`);
    console.log(
      `${'page'.padEnd(16)}${'runtime'.padEnd(10)}${'ms/render'.padStart(11)}${'renders/s'.padStart(11)}${'HTML'.padStart(10)}`,
    );
    for (const [label, request] of Object.entries(PAGES)) {
      const rows: [string, RenderFigures][] = [
        ['node', await inNode(bundle.renderTemplate, request, median)],
        ['workerd', await inWorkerd(worker.post, request, median)],
      ];
      for (const [runtime, { msPerRender, bytes }] of rows) {
        const perSecond = msPerRender > 0 ? Math.round(1000 / msPerRender) : 0;
        console.log(
          `${label.padEnd(16)}${runtime.padEnd(10)}${msPerRender.toFixed(2).padStart(11)}${String(perSecond).padStart(11)}${`${(bytes / 1024).toFixed(1)} KB`.padStart(10)}`,
        );
      }
    }
  } finally {
    await worker.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
