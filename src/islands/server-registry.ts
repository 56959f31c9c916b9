// The server half's widget registry: every island folder's widget, imported statically (the
// glob below is eager, so the build turns it into plain imports), because the builder renders
// any island to HTML at publish time. Never imported by the browser bundle.
// It does not import the manifest (manifest.ts): the manifest's lazy islands are dynamic
// imports of the same entry modules, which a bundle holding both can only warn about
// (INEFFECTIVE_DYNAMIC_IMPORT). The names are the folders'; src/types/browser.test.ts checks
// they are the manifest's, island for island.
import { setOwn } from '../core/base/own.ts';
import type { IslandName } from './manifest.ts';
import type { Widget } from './shared/contract.ts';
import type { TemplateIsland } from './shared/template-island.ts';

const islandModules = import.meta.glob<{ default?: Widget }>('./*/index.ts', { eager: true });
const templateModules = import.meta.glob<{ default?: TemplateIsland }>('./*/template-engine.ts', {
  eager: true,
});

/** Each folder's widget by its folder's name; a widget named otherwise is a renamed folder. */
function serverWidgetsOf(
  modules: Readonly<Record<string, { default?: Widget }>>,
): Record<IslandName, Widget> {
  const widgets = {} as Record<IslandName, Widget>;
  for (const [path, module] of Object.entries(modules)) {
    const name = path.slice('./'.length, -'/index.ts'.length) as IslandName;
    const widget = module.default;
    if (widget?.name !== name)
      throw new Error(`[Storefront] src/islands/${name}/index.ts does not define island "${name}"`);
    widgets[name] = widget;
  }
  return widgets;
}

export const serverWidgets: Readonly<Record<string, Widget>> = serverWidgetsOf(islandModules);

/**
 * What the template engine knows of each island that says anything (its folder's
 * template-engine.ts), by island name. A file in a folder that is no island is a mistake.
 */
export function templateIslandsOf(
  modules: Readonly<Record<string, { default?: TemplateIsland }>>,
  islands: Readonly<Record<string, Widget>> = serverWidgets,
): Record<string, TemplateIsland> {
  const found: Record<string, TemplateIsland> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = path.slice('./'.length, -'/template-engine.ts'.length);
    if (!Object.hasOwn(islands, name) || !module.default)
      throw new Error(`[Storefront] src/islands/${name}/template-engine.ts belongs to no island "${name}"`);
    setOwn(found, name, module.default);
  }
  return found;
}

export const templateIslands: Readonly<Record<string, TemplateIsland>> = templateIslandsOf(templateModules);
