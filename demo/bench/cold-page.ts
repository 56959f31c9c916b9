// One cold page load for the bench tables (run.ts and builds.ts): a fresh browser context at the
// given CPU throttling, with CDP performance metrics on and every long task recorded from the
// first script on, loaded until its load event.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

interface ColdPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
}

/** How long a loaded page is left to finish its idle work before it is measured (ms, unthrottled). */
export const AFTER_LOAD_WAIT_MS = 1500;

export async function openColdPage(browser: Browser, url: string, throttle: number): Promise<ColdPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    const own: number[] = [];
    const w = window as unknown as { __longTasks: number[]; __ownScripts: number[] };
    w.__longTasks = tasks;
    w.__ownScripts = own;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames name the scripts that ran in them: the storefront's own are its
    // loader, its entry and its chunks (the demo page's own scripts are left out).
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as {
        scripts: { duration: number; sourceURL: string }[];
      }[]) {
        for (const script of frame.scripts) {
          if (
            /\/(storefront[\w-]*\.js|(lite\/)?chunks\/)/.test(
              new URL(script.sourceURL || '/', location.href).pathname,
            )
          )
            own.push(script.duration);
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  return { context, page, cdp };
}

/** Total blocking time (sum over long tasks of duration - 50 ms) and the longest task, so far. */
export function longTasks(page: Page): Promise<{ tbt: number; longest: number }> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
    return {
      tbt: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: tasks.length ? Math.max(...tasks) : 0,
    };
  });
}

/**
 * The storefront's own blocking: its scripts' run times as long animation frames attribute them
 * (each run over 5 ms), summed over 50 ms like TBT, and the longest.
 */
export function ownScripts(page: Page): Promise<{ tbt: number; longest: number }> {
  return page.evaluate(() => {
    const runs = (window as unknown as { __ownScripts: number[] }).__ownScripts;
    return {
      tbt: runs.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: runs.length ? Math.max(...runs) : 0,
    };
  });
}

/** A CDP Performance.getMetrics value (ScriptDuration in s, JSHeapUsedSize in bytes). */
export async function cdpMetric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === name)?.value ?? 0;
}
