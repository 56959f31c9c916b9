// Shared test setup: Testing Library cleanup, a clean cookie jar and no kept cart glance between tests. MSW is
// started per test file through `setupMockPlatform()` from mocks/node, so pure unit tests pay
// nothing for it.
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';
import { writeCartGlance } from '../core/contract/cart-glance.ts';

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  // A pill a test settled leaves its glance for the next page: no test's pill sees another's.
  writeCartGlance(undefined);
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('storefront.cart-glance-painted')];
});
