// Shared harness for tests that start the whole storefront on a page: a US store context,
// registries built for a test (no module mocks), and teardown after each test (stop the
// runtime, empty the page, forget window.Storefront).
import { afterEach } from 'vitest';
import { type StartedStorefront, type StartOptions, start } from '../browser/start.ts';
import { serverWidgets } from '../islands/server-registry.ts';
import type { Widget } from '../islands/shared/contract.ts';
import { createWidgetRegistry, type LazyWidgetEntry } from '../islands/shared/widget-registry.ts';
import { poll } from './until.ts';

export { until } from './until.ts';

export const US_STORE_CONTEXT = {
  website: { id: 'site-us' },
  websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
};

/** Every real island (bundled, so tests need no chunk loading) plus the test's own. */
export function testRegistry(
  extra: Readonly<Record<string, Widget>> = {},
  lazy: Readonly<Record<string, LazyWidgetEntry>> = {},
) {
  return createWidgetRegistry({ bundled: { ...serverWidgets, ...extra }, lazy });
}

/** Registers the teardown; `start` starts the storefront and remembers it for that teardown. */
export function setupStorefrontPage(defaults: StartOptions = {}) {
  let started: Promise<StartedStorefront | undefined> | undefined;
  afterEach(async () => {
    (await started)?.stop();
    started = undefined;
    document.body.innerHTML = '';
    delete window.Storefront;
  });
  return {
    /** Settled at once on an English page; after the language's main strings on others. */
    start(options?: StartOptions): Promise<StartedStorefront | undefined> {
      const result = start({ ...defaults, ...options });
      started ??= result;
      return result;
    },
  };
}

/**
 * Until every island on the page has hydrated, as Storefront.debug() reports them, however long a
 * loaded machine takes (no deadline but the test's own); an island that failed fails the wait.
 */
export async function islandsHydrated(started: StartedStorefront | undefined): Promise<void> {
  for (;;) {
    const report = await started?.api.debug();
    const failed = report?.islands.find((island) => island.state === 'failed');
    if (failed) throw new Error(`${failed.element} failed: ${failed.reason}`);
    if (report?.islands.every((island) => island.state === 'hydrated')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Until no island on the page is still loading or waiting (each has hydrated or declined), however
 * long a loaded machine takes (no deadline but the test's own). For pages whose mount points
 * decline on purpose, which islandsHydrated would fail.
 */
export async function islandsSettled(started: StartedStorefront | undefined): Promise<void> {
  await poll(async () => {
    const report = await started?.api.debug();
    return (
      report?.islands.every((island) => island.state === 'hydrated' || island.state === 'failed') ?? false
    );
  });
}
