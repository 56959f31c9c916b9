// docs/islands.md, derived from the island manifest (src/islands/manifest.ts) through
// tools/island-options.ts: each island's scope and loading read from its widget, and what a page
// may write for it (the public IslandOptions type, itself inferred from the island's parseOptions)
// printed by the TypeScript checker.
import { type IslandFacts, islandOptionTypes } from './island-options.ts';

const NONE = '{ attributes?: Record<string, never>; }';
const code = (text: string) => (text === NONE ? 'none' : `\`${text.replace(/\|/g, '\\|')}\``);

export function islandsPage(generated: string, islands: readonly IslandFacts[]): () => string {
  const types = islandOptionTypes();
  const rows = islands.map(
    (island) =>
      `| \`${island.name}\` | ${island.scope} | ${island.loading} | ${code(types.get(island.name) ?? '?')} | ${island.does} |`,
  );
  return () =>
    [
      generated,
      '',
      '# Islands',
      '',
      `The ${islands.length} islands a page may name in \`data-storefront="…"\` (the public \`IslandName\`),`,
      'from the island manifest. `product` islands sit inside a `data-storefront-product` container.',
      'Options are what the page writes (the public `IslandOptions`): `attributes` are `data-*`',
      'attributes by dataset name (`showEmpty` is `data-show-empty`), `json` the',
      "`<script type=\"application/json\">` child; `Flag` is `'true' | 'false'`, `VariantDisplay`",
      "is `'select' | 'radio'`, `FormDefinition` is the README's form definition. What each island",
      'does is taken from the comment that opens its definition, src/islands/<name>/index.ts (the',
      "README's island table quotes the same words). A `data-*` attribute an island does not read",
      '(one not in its options; `data-storefront…` aside) is ignored with one console warning',
      'naming the element and, when it is close, the attribute meant (`data-dispaly`: did you mean',
      "`data-display`?). The names come from each island's definition (`attributes` in",
      '`defineWidget`, which the checker holds to its options type).',
      '',
      '| island | scope | loading | options | what it does |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
}
