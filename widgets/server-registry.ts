// The server half's widget registry: every island of the manifest, imported statically (the
// glob below is eager, so the build turns it into plain imports), because the builder renders
// any island to HTML at publish time. Never imported by the browser bundle.
import { type IslandName, islandNames } from './manifest.ts';
import type { Widget } from './shared/contract.ts';

const islandModules = import.meta.glob<{ default?: Widget }>('./*/index.ts', { eager: true });

/** The manifest's islands by name; a folder the manifest does not name is not an island. */
function serverWidgetsOf(
  modules: Readonly<Record<string, { default?: Widget }>>,
): Record<IslandName, Widget> {
  const widgets = {} as Record<IslandName, Widget>;
  for (const name of islandNames()) {
    const widget = modules[`./${name}/index.ts`]?.default;
    // The manifest's own import() would have failed to build; this catches a renamed folder.
    if (widget?.name !== name)
      throw new Error(`[Storefront] island "${name}" has no widgets/${name}/index.ts`);
    widgets[name] = widget;
  }
  return widgets;
}

export const serverWidgets: Readonly<Record<string, Widget>> = serverWidgetsOf(islandModules);
