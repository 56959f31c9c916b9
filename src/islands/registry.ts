// The browser's widget registry, derived from the island manifest (manifest.ts): bundled
// islands ship in the core chunk, lazy ones are fetched when a page has their mount point.
import { islandManifest } from './manifest.ts';
import { createWidgetRegistry } from './shared/widget-registry.ts';

export const widgetRegistry = createWidgetRegistry(islandManifest);
