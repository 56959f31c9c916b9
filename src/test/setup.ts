// Shared test setup: Testing Library cleanup and a clean cookie jar between tests. MSW is
// started per test file through `setupMockPlatform()` from mocks/node, so pure unit tests pay
// nothing for it.
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
