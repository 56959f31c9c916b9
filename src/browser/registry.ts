// The one door from boot into widgets/ (docs/decisions.md "Boot loads islands by name").
export { widgetRegistry as defaultWidgetRegistry } from '../islands/registry.ts';
export { IslandProvider } from '../islands/shared/island-context.tsx';
export { IslandRoot } from '../islands/shared/island-root.tsx';
export type {
  FactsRule,
  Hydration,
  IslandFacts,
  WidgetRegistry,
} from '../islands/shared/widget-registry.ts';
