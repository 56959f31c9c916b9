// The bootstrap config (SPEC 7: GET /api/context/config): the census switch and the v2
// collector environment. Follows the QA failure scenarios like every platform read, and is
// recorded in the analytics log (kind 'context-config') so QA and tests see it was read once.
import { HttpResponse, http } from 'msw';
import { CONFIG_PATH } from '../../src/core/platform/paths.ts';
import type { AnalyticsLog } from '../analytics-log.ts';
import type { Scenario } from '../model.ts';
import { apiRoute } from './route.ts';
import { applyScenario } from './scenario.ts';

/** What the mock platform answers: census on, events to the production collector (the page's origin). */
const MOCK_BOOTSTRAP_CONFIG = { censusDisabled: false, analyticsEnvironment: 'prod' } as const;

export function configHandlers(log: AnalyticsLog, scenario: () => Scenario) {
  return [
    http.get(apiRoute(CONFIG_PATH), async ({ request }) => {
      log.add({ kind: 'context-config', method: request.method, path: new URL(request.url).pathname });
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      return HttpResponse.json(MOCK_BOOTSTRAP_CONFIG);
    }),
  ];
}
