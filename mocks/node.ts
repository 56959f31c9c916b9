// The mock platform for vitest: one model and one msw/node server per test file, reset after
// each test. Unhandled requests fail the test, so a call to a path the mocks lack is caught.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { AnalyticsLog } from './analytics-log.ts';
import { createHandlers } from './handlers/index.ts';
import { PlatformModel } from './model.ts';

export function setupMockPlatform() {
  const model = new PlatformModel();
  const analytics = new AnalyticsLog();
  const server = setupServer(...createHandlers(model, () => model.scenario, analytics));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    model.reset();
    analytics.clear();
    await fetch('http://localhost/__mock/forget-visitor', { method: 'POST' });
  });
  afterAll(() => server.close());
  return { model, server, analytics };
}
