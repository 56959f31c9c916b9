// Shared test setup: Testing Library cleanup between tests. MSW is started per test file
// through `setupMockPlatform()` from mocks/node so pure unit tests pay nothing for it.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
