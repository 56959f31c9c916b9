// What the demo's mock platform recorded of the analytics calls (kept in localStorage, so it
// survives navigation): read it, wait for it, and pick entries out of it.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

const LOG_KEY = 'storefront-mock-analytics';

interface AnalyticsEntry {
  kind: string;
  event?: string;
  path: string;
  fields?: Record<string, string>;
  body?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

export async function readAnalyticsLog(page: Page): Promise<AnalyticsEntry[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as AnalyticsEntry[], LOG_KEY);
}

/**
 * Waits until the recorded log satisfies `test` (analytics runs when the browser is idle);
 * `poke`, when given, runs before each read (something the page must be told again until it acts).
 */
export async function waitForAnalyticsLog(
  page: Page,
  test: (entries: AnalyticsEntry[]) => boolean,
  what: string,
  poke?: () => Promise<void>,
): Promise<AnalyticsEntry[]> {
  // A guard against hanging, not a measure: generous, since a loaded machine (both builds side
  // by side in CI) can take many seconds to reach the browser's idle moment.
  const deadline = Date.now() + 30_000;
  for (;;) {
    await poke?.();
    const entries = await readAnalyticsLog(page);
    if (test(entries)) return entries;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; log: ${JSON.stringify(entries)}`);
    await page.waitForTimeout(100);
  }
}

export const ofKind = (entries: AnalyticsEntry[], kind: string, event?: string) =>
  entries.filter((entry) => entry.kind === kind && (event === undefined || entry.event === event));

export const has = (kind: string, event?: string) => (entries: AnalyticsEntry[]) =>
  ofKind(entries, kind, event).length > 0;

/** The event and its v2 twin have both arrived: they are separate calls, and either may be first. */
export const hasTwins = (event: string) => (entries: AnalyticsEntry[]) =>
  has('event', event)(entries) && has('v2-event', event)(entries);

/**
 * Hides the page, as a visitor leaving does, until the page-speed batch that hiding sends has
 * arrived. web-vitals loads lazily inside analytics, which itself loads when the browser is idle:
 * on a loaded machine a single early hide comes before anything listens and nothing is sent, so
 * the hide is repeated until the batch is in (a sleep before one hide only guessed the time).
 */
export function hideUntilPageSpeedSent(page: Page): Promise<AnalyticsEntry[]> {
  return waitForAnalyticsLog(page, has('performance'), 'the page-speed batch', () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }),
  );
}
