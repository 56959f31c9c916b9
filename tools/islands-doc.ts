// docs/islands.md, derived from the island manifest (src/islands/manifest.ts): each island's scope
// and loading read from its widget, and what a page may write for it (the public IslandOptions
// type, itself inferred from the island's parseOptions) printed by the TypeScript checker.
// Importing islands needs tools/css-stub.ts registered first (`npm run docs` does that).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { islandManifest, islandNames } from '../src/islands/manifest.ts';
import type { Widget } from '../src/islands/shared/contract.ts';
import type { Hydration, LazyWidgetEntry } from '../src/islands/shared/widget-registry.ts';
import { islandDoes } from './readme-islands.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST = join(root, 'src/islands/manifest.ts');

/** IslandOptions[name] as the checker prints it, for every island. */
function optionTypes(): Map<string, string> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options: compilerOptions } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram([MANIFEST], { ...compilerOptions, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(MANIFEST);
  const alias = source?.statements.find(
    (node): node is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(node) && node.name.text === 'IslandOptions',
  );
  if (!alias) throw new Error('src/islands/manifest.ts no longer declares IslandOptions');
  const options = checker.getTypeAtLocation(alias);
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.InTypeAlias |
    ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const types = new Map<string, string>();
  for (const property of options.getProperties()) {
    const type = checker.getTypeOfSymbolAtLocation(property, alias);
    types.set(property.name, checker.typeToString(type, undefined, flags).replace(/readonly /g, ''));
  }
  return types;
}

const NONE = '{ attributes?: Record<string, never>; }';
const code = (text: string) => (text === NONE ? 'none' : `\`${text.replace(/\|/g, '\\|')}\``);

export async function islandsPage(generated: string): Promise<() => string> {
  const types = optionTypes();
  const rows: string[] = [];
  const when: Record<Hydration, string> = {
    eager: ', hydrates at once',
    visible: '',
    intent: ', hydrates on intent or idle',
  };
  const row = (name: string, widget: Widget, loading: string) =>
    rows.push(
      `| \`${name}\` | ${widget.scope} | ${loading} | ${code(types.get(name) ?? '?')} | ${islandDoes(root, name)} |`,
    );
  for (const [name, widget] of Object.entries(islandManifest.bundled))
    row(name, widget, `bundled${when[widget.hydrate]}`);
  for (const [name, entry] of Object.entries(islandManifest.lazy) as [string, LazyWidgetEntry][]) {
    const facts = entry.facts ? ', only once its product has something to show' : '';
    row(name, (await entry.load()).default, `lazy chunk${when[entry.hydrate ?? 'visible']}${facts}`);
  }
  const names = islandNames();
  return () =>
    [
      generated,
      '',
      '# Islands',
      '',
      `The ${names.length} islands a page may name in \`data-storefront="…"\` (the public \`IslandName\`),`,
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
