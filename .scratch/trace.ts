import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { launchChromium } from '../demo/e2e/harness.ts';
import { builderFiles, startBuilderServer } from '../demo/bench/builder-server.ts';

const variant = (process.argv[2] ?? 'react') as 'react' | 'lite';
const server = await startBuilderServer(builderFiles(join(process.cwd(), 'dist'), variant));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/products/canvas-tote/`;
const browser = await launchChromium();
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: unknown[]; __tasks: unknown[] };
    w.__frames = [];
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const f of list.getEntries() as unknown as { startTime: number; duration: number; blockingDuration: number; scripts: { duration: number; sourceURL: string; invoker: string; sourceFunctionName: string; forcedStyleAndLayoutDuration: number }[] }[]) {
        w.__frames.push({
          start: Math.round(f.startTime),
          dur: Math.round(f.duration),
          block: Math.round(f.blockingDuration),
          scripts: f.scripts.map((s) => `${Math.round(s.duration)}ms ${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').pop()} layout=${Math.round(s.forcedStyleAndLayoutDuration)}`),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(8000);
  const out = await page.evaluate(() => {
    const w = window as unknown as { __frames: unknown[]; __tasks: unknown[] };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const marks = performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}${(m as PerformanceMark).detail ? `(${(m as PerformanceMark).detail})` : ''}`);
    return { load: Math.round(nav.loadEventEnd), tasks: w.__tasks, frames: w.__frames, marks };
  });
  console.log(JSON.stringify(out, null, 1));
  await context.close();
}
await browser.close();
server.close();
