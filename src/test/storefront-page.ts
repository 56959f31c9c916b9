// Shared harness for tests that start the whole storefront on a page: a US store context,
// registries built for a test (no module mocks), and teardown after each test (stop the
// runtime, empty the page, forget window.Storefront).
import { afterEach } from 'vitest';
import { type StartedStorefront, type StartOptions, start } from '../browser/start.ts';
import { serverWidgets } from '../islands/server-registry.ts';
import type { Widget } from '../islands/shared/contract.ts';
import { createWidgetRegistry, type LazyWidgetEntry } from '../islands/shared/widget-registry.ts';

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
