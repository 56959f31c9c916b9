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

/** Waits until the recorded log satisfies `test` (analytics runs when the browser is idle). */
export async function waitForAnalyticsLog(
  page: Page,
  test: (entries: AnalyticsEntry[]) => boolean,
  what: string,
): Promise<AnalyticsEntry[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
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
