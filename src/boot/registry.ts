// The one door from boot into widgets/ (ARCHITECTURE: boot loads widgets by name).
export { IslandOptionsError, IslandProvider, widgetLoader, widgetNames } from '../../widgets/index.ts';

import { bundledWidgets } from '../../widgets/index.ts';

/** Whether an island is marked to hydrate at once; unknown or lazy widgets wait for view. */
export function bundledWidgetIsEager(name: string): boolean {
  return bundledWidgets[name]?.eager === true;
}
