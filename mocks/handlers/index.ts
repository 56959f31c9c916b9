// Every MSW handler of the mock platform, for msw/node (tests) and msw/browser (demo) alike.
import { AnalyticsLog } from '../analytics-log.ts';
import type { PlatformModel, Scenario } from '../model.ts';
import { type AnalyticsBlock, analyticsHandlers } from './analytics.ts';
import { commerceHandlers } from './commerce.ts';
import { configHandlers } from './config.ts';
import { formHandlers } from './forms.ts';
import { installmentHandlers } from './installments.ts';
import { restockHandlers } from './restock.ts';
import { subscriptionHandlers } from './subscription.ts';

export function createHandlers(
  model: PlatformModel,
  scenario: () => Scenario = () => model.scenario,
  log: AnalyticsLog = new AnalyticsLog(),
  blocked?: AnalyticsBlock,
) {
  return [
    ...analyticsHandlers(log, blocked),
    ...configHandlers(log, scenario),
    ...commerceHandlers(model, scenario),
    ...subscriptionHandlers(model, scenario),
    ...formHandlers(model, scenario),
    ...installmentHandlers(scenario),
    ...restockHandlers(model, scenario),
  ];
}
