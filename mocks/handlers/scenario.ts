// The QA failure scenarios, answered the same way by every mocked platform write and read.
import { delay, HttpResponse } from 'msw';
import type { Scenario } from '../model.ts';

export const SLOW_SCENARIO_DELAY_MS = 2000;

/** Applies the QA failure scenario; returns a response to send instead, or undefined to go on. */
export async function applyScenario(scenario: Scenario, request: Request): Promise<Response | undefined> {
  switch (scenario) {
    case 'slow':
      await delay(SLOW_SCENARIO_DELAY_MS);
      return undefined;
    case 'rate-limit':
      return HttpResponse.json(
        { error: 'Too Many Requests' },
        { status: 429, headers: { 'Retry-After': '1' } },
      );
    case 'server-error':
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
    case 'offline':
      return HttpResponse.error();
    case 'csrf-expired':
      return request.method === 'GET' ? undefined : HttpResponse.json({ crumbFail: true }, { status: 403 });
    default:
      return undefined;
  }
}
