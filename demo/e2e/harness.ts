// End-to-end harness: serves the built dist/ under the strict CSP, drives Debian's Chromium with
// playwright-core, and fails a test on any console error, page error or React warning that the
// test did not expect.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { SCENARIO_LABELS, type Scenario } from '../../mocks/model.ts';
import { buildFromEnv, OWNER_PAGES, startServer } from '../scripts/serve.ts';

/** The build under test: STOREFRONT_BUILD=lite serves storefront-lite.js for storefront.js. */
export const STOREFRONT_BUILD = buildFromEnv();

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
}

interface DemoPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly console: ConsoleEntry[];
  /** Fails unless every error/warning logged so far matches one of `expected` (a RegExp, or any test). */
  assertCleanConsole(expected?: readonly { test(text: string): boolean }[]): void;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The demo server of the build under test (the owner's pages folder mounted). */
function startDemoServer(): Promise<Server> {
  return startServer(join(root, 'dist'), 0, '127.0.0.1', STOREFRONT_BUILD, {
    [OWNER_PAGES.urlPrefix]: join(root, OWNER_PAGES.folder),
  });
}

/**
 * Starts the demo server (or `start`'s server on 127.0.0.1) and Chromium once per test file;
 * closes both after it.
 */
export function setupDemo(start: () => Promise<Server> = startDemoServer) {
  const state: { browser?: Browser; baseUrl: string; close?: () => void } = { baseUrl: '' };
  const contexts: BrowserContext[] = [];

  before(async () => {
    const server = await start();
    state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    state.close = () => server.close();
    state.browser = await launchChromium();
  });

  after(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    await state.browser?.close();
    state.close?.();
  });

  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /** A fresh visitor (new storage, cookies, service worker) on `path`, with the storefront ready. */
    async open(
      path: string,
      options: {
        waitForReady?: boolean;
        viewport?: { width: number; height: number };
        /** Runs in every document of this visitor before the page's own scripts (as a tag snippet would). */
        initScript?: string;
        /** Prepares the visitor's context before the page opens (network routes). */
        prepare?: (context: BrowserContext) => Promise<void>;
      } = {},
    ): Promise<DemoPage> {
      assert.ok(state.browser, 'browser not started');
      const context = await state.browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      contexts.push(context);
      if (options.initScript) await context.addInitScript(options.initScript);
      await options.prepare?.(context);
      const page = await context.newPage();
      const entries: ConsoleEntry[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          entries.push({ type: message.type(), text: message.text() });
      });
      page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: String(error) }));
      await gotoReady(page, `${state.baseUrl}${path}`, options.waitForReady ?? true);
      return {
        page,
        context,
        console: entries,
        assertCleanConsole(expected = []) {
          const unexpected = entries.filter((entry) => !expected.some((pattern) => pattern.test(entry.text)));
          assert.deepEqual(unexpected, [], `unexpected console output on ${path}`);
        },
      };
    },
  };
}

/**
 * Navigates and waits until storefront:ready has fired (window.Storefront is the live API). No
 * pointer is moved: the storefront starts by itself at the first idle moment after the page's
 * load (issue 44), as it does for a shopper who has not touched the page yet.
 */
export async function gotoReady(page: Page, url: string, waitForReady = true): Promise<void> {
  await page.goto(url);
  if (waitForReady) {
    await page.waitForFunction(() => {
      const api = (window as unknown as { Storefront?: { version?: string } }).Storefront;
      return typeof api === 'object' && api !== null && typeof api.version === 'string';
    });
  }
}

/**
 * Waits until the island named `island` has hydrated (its `storefront:hydrated` mark): a test that
 * presses an island's button on a loaded machine waits for it, as a shopper's eye would.
 */
export async function waitForIsland(page: Page, island: string): Promise<void> {
  await page.waitForFunction(islandHydrated, island);
}

/** Whether the island named `island` has hydrated yet (its `storefront:hydrated` mark). */
export function isIslandHydrated(page: Page, island: string): Promise<boolean> {
  return page.evaluate(islandHydrated, island);
}

// Runs in the page (serialised by Playwright): it may use nothing from this module.
function islandHydrated(name: string): boolean {
  return performance
    .getEntriesByName('storefront:hydrated')
    .some((entry) => (entry as PerformanceMark).detail === name);
}

/**
 * Polls `check` in the page until it resolves truthy, and returns that value. For conditions
 * only an async call can answer (Storefront.debug()): page.waitForFunction takes the Promise an
 * async predicate returns as truthy at once, so it would not wait at all. Polls every 100 ms,
 * `tries` times at most, then fails naming `what`.
 */
export async function waitForAsync<R>(
  page: Page,
  what: string,
  check: () => Promise<R>,
  tries = 300,
): Promise<Exclude<R, false | 0 | '' | null | undefined>> {
  for (let attempt = 1; ; attempt++) {
    const value = await page.evaluate(check);
    if (value) return value as Exclude<R, false | 0 | '' | null | undefined>;
    assert.ok(attempt < tries, `still waiting for ${what} after ${tries} checks`);
    await page.waitForTimeout(100);
  }
}

/**
 * Waits until every island of the page has hydrated or failed, except those held back while their
 * product has nothing for them to show (issue 30): those keep their server HTML. Islands that
 * wait for interaction or visibility are nudged on every check: one the facts gate lets go
 * later (its rule chunk arrived after a nudge) waits for a nudge of its own.
 */
export async function settleEveryIsland(page: Page, what: string): Promise<void> {
  // The live API, not a page element named Storefront (/qa/security/ clobbers the name with a
  // form holding a `version` input until the storefront starts and replaces it).
  await page.waitForFunction(
    () => typeof (window as unknown as { Storefront?: { debug?: unknown } }).Storefront?.debug === 'function',
  );
  await waitForAsync(page, `every island of ${what} to hydrate or fail`, async () => {
    const api = (window as unknown as { Storefront: { debug(): Promise<{ islands: { state: string }[] }> } })
      .Storefront;
    const report = await api.debug();
    const elements = document.querySelectorAll('[data-storefront]');
    const unsettled = report.islands.filter(
      (island, index) =>
        island.state !== 'hydrated' &&
        island.state !== 'failed' &&
        elements[index]?.hasAttribute('data-storefront-held') !== true,
    );
    report.islands.forEach((island, index) => {
      if (island.state === 'waiting') elements[index]?.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    return unsettled.length === 0;
  });
}

/**
 * Waits until every island of the page has hydrated, except those held back because their
 * product has nothing for them to show (a restock form on a product in stock: issue 30).
 */
export async function waitForEveryIsland(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = performance
      .getEntriesByName('storefront:hydrated')
      .map((mark) => (mark as PerformanceMark).detail);
    const shown = [...document.querySelectorAll('[data-storefront]:not([data-storefront-held])')];
    const names = shown.map((el) => el.getAttribute('data-storefront'));
    return names.every(
      (name) =>
        hydrated.filter((detail) => detail === name).length >= names.filter((other) => other === name).length,
    );
  });
}

/** An init script that collects every securitypolicyviolation event of the page (what its CSP report endpoint would hear). */
export const COUNT_CSP_REPORTS = `
  window.__cspReports = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspReports.push(event.violatedDirective + ' ' + (event.sourceFile || '') + ' ' + event.sample);
  });
`;

/** The violations COUNT_CSP_REPORTS collected so far. */
export function cspReports(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspReports: string[] }).__cspReports);
}

/** Switches the demo's mock platform to a failure scenario through the QA panel (the page reloads). */
export async function chooseScenario(page: Page, scenario: Scenario): Promise<void> {
  await page.getByText('QA', { exact: true }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByLabel('Mock platform scenario').selectOption({ label: SCENARIO_LABELS[scenario] }),
  ]);
  await page.waitForFunction(
    () => 'version' in ((window as unknown as { Storefront?: object }).Storefront ?? {}),
  );
}

/**
 * Waits until `locator`'s element has focus. Focus that an island moves itself (a dialog's
 * first button, the first invalid field) lands in a later task than the key press that caused it;
 * on a loaded machine that task runs late, so an immediate check would fail a correct page.
 * Fails, naming what has focus instead, when it never lands.
 */
export async function waitForFocus(locator: Locator, message = 'focus lands', timeout = 5000): Promise<void> {
  const element = await locator.elementHandle();
  assert.ok(element, `${message}: the element is not on the page`);
  try {
    await locator.page().waitForFunction((el) => el === document.activeElement, element, { timeout });
  } catch {
    const actual = await locator.page().evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? el.outerHTML.slice(0, 100) : 'body';
    });
    assert.fail(`${message}: focus is on ${actual}`);
  }
}
