// Shared harness for tests that start the whole storefront on a page: a US store context and
// teardown after each test (stop the runtime, empty the page, forget window.Storefront).
import { afterEach } from 'vitest';
import { type StartedStorefront, type StartOptions, start } from '../boot/start.ts';

export const US_STORE_CONTEXT = {
  website: { id: 'site-us' },
  websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
};

/** Registers the teardown; `start` starts the storefront and remembers it for that teardown. */
export function setupStorefrontPage() {
  let started: StartedStorefront | undefined;
  afterEach(() => {
    started?.stop();
    started = undefined;
    document.body.innerHTML = '';
    delete window.Storefront;
  });
  return {
    start(options?: StartOptions): StartedStorefront | undefined {
      const result = start(options);
      started ??= result;
      return result;
    },
  };
}
