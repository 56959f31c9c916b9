// The server half's widget registry: every island folder's widget, imported statically (the
// glob below is eager, so the build turns it into plain imports), because the builder renders
// any island to HTML at publish time. Never imported by the browser bundle.
// It does not import the manifest (manifest.ts): the manifest's lazy islands are dynamic
// imports of the same entry modules, which a bundle holding both can only warn about
// (INEFFECTIVE_DYNAMIC_IMPORT). The names are the folders'; src/types/browser.test.ts checks
// they are the manifest's, island for island.
import type { IslandName } from './manifest.ts';
import type { Widget } from './shared/contract.ts';

const islandModules = import.meta.glob<{ default?: Widget }>('./*/index.ts', { eager: true });

/** Each folder's widget by its folder's name; a widget named otherwise is a renamed folder. */
function serverWidgetsOf(
  modules: Readonly<Record<string, { default?: Widget }>>,
): Record<IslandName, Widget> {
  const widgets = {} as Record<IslandName, Widget>;
  for (const [path, module] of Object.entries(modules)) {
    const name = path.slice('./'.length, -'/index.ts'.length) as IslandName;
    const widget = module.default;
    if (widget?.name !== name)
      throw new Error(`[Storefront] widgets/${name}/index.ts does not define island "${name}"`);
    widgets[name] = widget;
  }
  return widgets;
}

export const serverWidgets: Readonly<Record<string, Widget>> = serverWidgetsOf(islandModules);
