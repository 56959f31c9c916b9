// Measures one React root per island against one root with portals, as the architecture
// decision asks. Builds the fixture with Vite, serves a page of N server-rendered mount points,
// and times until every island committed (median of cold loads, CPU x1 and x4).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';

const ISLANDS = [20, 100];

export async function buildRootsFixture(root: string, dist: string): Promise<string> {
  const outDir = join(dist, 'bench/roots');
  await build({
    configFile: false,
    logLevel: 'error',
    root,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      lib: {
        entry: join(root, 'demo/bench/roots-experiment.tsx'),
        formats: ['es'],
        fileName: () => 'roots.js',
      },
    },
  });
  for (const count of ISLANDS) {
    const points = Array.from(
      { length: count },
      (_, index) =>
        `<div data-point><div class="island"><span class="price">$${(index % 90) + 10}.00</span><button type="button">Add To Cart</button></div></div>`,
    ).join('');
    mkdirSync(join(outDir, String(count)), { recursive: true });
    writeFileSync(
      join(outDir, String(count), 'index.html'),
      `<!doctype html><html><head><script type="module" src="../roots.js" nonce="__CSP_NONCE__"></script></head><body>${points}</body></html>`,
    );
  }
  return '/bench/roots/';
}

export async function measureRoots(
  browser: Browser,
  base: string,
  runs: number,
  median: (v: number[]) => number,
) {
  console.log('\none root per island vs one root with portals (median of cold loads)');
  for (const throttle of [1, 4]) {
    for (const count of ISLANDS) {
      const results: Record<string, { committed: number; longestTask: number; blocking: number }> = {};
      for (const mode of ['roots', 'portals'] as const) {
        const samples: { committed: number; longestTask: number; blocking: number }[] = [];
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext();
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
          await page.goto(`${base}${count}/`, { waitUntil: 'load' });
          await page.waitForFunction(() => typeof window.runExperiment === 'function');
          samples.push(await page.evaluate((m) => window.runExperiment(m), mode));
          await context.close();
        }
        results[mode] = {
          committed: median(samples.map((s) => s.committed)),
          longestTask: median(samples.map((s) => s.longestTask)),
          blocking: median(samples.map((s) => s.blocking)),
        };
      }
      const show = (r: { committed: number; longestTask: number; blocking: number } | undefined) =>
        r
          ? `all committed ${r.committed.toFixed(0)} ms, longest task ${r.longestTask.toFixed(0)} ms, blocking ${r.blocking.toFixed(0)} ms`
          : '';
      console.log(`${String(count).padStart(4)} islands, cpu x${throttle}`);
      console.log(`      ${count} roots, hydrated:         ${show(results.roots)}`);
      console.log(`      1 root + portals, client render: ${show(results.portals)}`);
    }
  }
}
