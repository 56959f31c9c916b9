// The one door from boot into widgets/ (docs/decisions.md "Boot loads islands by name").
export { widgetRegistry as defaultWidgetRegistry } from '../../widgets/registry.ts';
export { IslandProvider } from '../../widgets/shared/island-context.tsx';
export { IslandRoot } from '../../widgets/shared/island-root.tsx';
export type {
  FactsRule,
  Hydration,
  IslandFacts,
  WidgetRegistry,
} from '../../widgets/shared/widget-registry.ts';
