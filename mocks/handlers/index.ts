// Every MSW handler of the mock platform, for msw/node (tests) and msw/browser (demo) alike.
import type { PlatformModel, Scenario } from '../model.ts';
import { commerceHandlers } from './commerce.ts';

export function createHandlers(model: PlatformModel, scenario: () => Scenario = () => model.scenario) {
  return [...commerceHandlers(model, scenario)];
}
