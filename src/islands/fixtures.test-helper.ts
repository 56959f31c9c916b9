// Every island's fixtures, read through the manifest: each island folder has one
// fixtures.test-helper.ts (its normal input and its hostile and odd ones), and the tests that
// cover every island take them from here, so no test keeps a list of islands.
import type { IslandFixtures, Mount } from './fixture-values.test-helper.ts';
import { type IslandName, islandNames } from './manifest.ts';
import { serverWidgets } from './server-registry.ts';

const FILES = import.meta.glob<IslandFixtures>('./*/fixtures.test-helper.ts', {
  import: 'default',
  eager: true,
});

/** The folder a fixtures file sits in: "./cart-pill/fixtures.test-helper.ts" -> "cart-pill". */
export const fixtureFolders = (): string[] => Object.keys(FILES).map((path) => path.split('/')[1] ?? '');

/** An island's fixtures; throws naming the file an island of the manifest lacks. */
export function fixturesOf(name: IslandName): IslandFixtures {
  const fixtures = FILES[`./${name}/fixtures.test-helper.ts`];
  if (!fixtures) throw new Error(`src/islands/${name}/fixtures.test-helper.ts is missing`);
  return fixtures;
}

/** Whether the island sits inside a product container. */
export const isProductIsland = (name: IslandName) => serverWidgets[name]?.scope === 'product';

export { islandNames };

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const dataName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The island's mount point as a page writes it (its product container left to the caller). */
export function islandHtml(name: IslandName, mount: Mount, { id = '', inner = '' } = {}): string {
  const attributes = Object.entries(mount.attributes ?? {})
    .map(([key, value]) => ` data-${dataName(key)}="${escapeAttribute(value)}"`)
    .join('');
  const child = mount.json === undefined ? '' : `<script type="application/json">${mount.json}</script>`;
  return `<div data-storefront="${name}"${id ? ` id="${id}"` : ''}${attributes}>${child}${inner}</div>`;
}
