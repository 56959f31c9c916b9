// Issue 31 item 5: the server half (storefront/template and storefront/server) runs unchanged in
// an edge runtime. The platform-style site's pages are rendered in workerd (miniflare, no Node
// compatibility) and must come out exactly as Node renders them; a Node built-in planted in
// the graph must fail the bundle, so one that sneaks into the server half fails this test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import {
  type PlatformView,
  platformItemData,
  platformListData,
  platformPageSources,
} from '../scripts/platform-site.ts';
import { shopContext } from '../scripts/site.ts';
import { bundleEdgeWorker, type EdgeWorker, startEdgeWorker } from './edge-worker.ts';
import { renderServer, renderTemplate, type ServerRequest, type TemplateRequest } from './worker.ts';

const HEADERS = { script: '/storefront.js', stylesheet: '/storefront.css', nonce: 'n0nce' };
const context = shopContext(MAIN_SHOP, { pageType: 50 });

const page = (view: PlatformView, data: unknown): TemplateRequest => ({
  context,
  ...platformPageSources(view),
  data,
  headers: HEADERS,
});

const PAGES: Readonly<Record<string, TemplateRequest>> = {
  'item with variants': page('collections/products.item', platformItemData(MAIN_SHOP, 'linen-tee')),
  'item without variants': page('collections/products.item', platformItemData(MAIN_SHOP, 'stoneware-mug')),
  'sold-out item': page('collections/products.item', platformItemData(MAIN_SHOP, 'thrown-vase')),
  'subscription item': page('collections/products.item', platformItemData(MAIN_SHOP, 'coffee-club')),
  'list of 20 cards': page(
    'collections/products.list',
    platformListData(MAIN_SHOP, 'Shop', CATALOG.slice(0, 20)),
  ),
};

// Minutes, not seconds: the bundle and workerd's start on a shared, busy machine.
const START_TIMEOUT = 180_000;

describe('the server half in an edge runtime (workerd)', () => {
  let worker: EdgeWorker;
  beforeAll(async () => {
    worker = await startEdgeWorker();
  }, START_TIMEOUT);
  afterAll(async () => {
    await worker?.dispose();
  });

  it.each(Object.entries(PAGES))('renders the platform %s page as Node does', async (_label, request) => {
    const edge = await worker.post<{ html: string; errors: unknown[] }>('/template', request);
    expect(edge.errors).toEqual([]);
    expect(edge.html).toContain('data-storefront="cart-pill"');
    expect(edge.html).toContain('data-storefront-product-id=');
    expect(edge.html).toBe(renderTemplate(request).html);
  });

  it('renders storefront/server fragments (product islands, a video player) as Node does', async () => {
    const linenTee = CATALOG.find((entry) => entry.slug === 'linen-tee');
    if (!linenTee) throw new Error('no linen-tee in the catalogue');
    const request: ServerRequest = {
      context,
      product: productItem(MAIN_SHOP, linenTee),
      islands: [{ name: 'product-price' }, { name: 'variant-select' }, { name: 'add-to-cart' }],
      video: {
        originalSize: '1920x1080',
        oembed: {
          html: '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)"></iframe><script>alert(2)</script>',
          providerName: 'YouTube',
        },
      },
    };
    const edge = await worker.post<ReturnType<typeof renderServer>>('/server', request);
    expect(edge.product).toContain('data-storefront="add-to-cart"');
    expect(edge.video).toContain('<iframe src="https://www.youtube.com/embed/x"></iframe>');
    expect(edge).toEqual(renderServer(request));
  });
});

describe('the edge bundle', () => {
  it(
    'fails on a Node built-in, naming it and its importer',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sf-edge-'));
      const entry = join(dir, 'planted.ts');
      writeFileSync(
        entry,
        "import { join } from 'node:path';\nexport default { fetch: () => new Response(join('a')) };\n",
      );
      try {
        await expect(bundleEdgeWorker(entry)).rejects.toThrow(`Node-only import "node:path" in ${entry}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT,
  );
});
