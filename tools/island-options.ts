// What a page writes for each island, read once from the source for everything generated from it:
// docs/islands.md (tools/islands-doc.ts), the editor data (tools/editor-data.ts) and llms.txt
// (tools/llms-txt.ts). Which islands and their order come from the island manifest, each island's
// scope from its widget, what it does from the comment that opens its definition, and its options
// from the TypeScript checker's reading of the public `IslandOptions` (inferred from each island's
// parseOptions): every data-* option's name, whether it is required, its allowed values (a union
// of string literals) and its description, the `/** */` comment on the option in parseOptions'
// input type (with an optional `@default`). Comments ship nothing to shoppers, and an option
// without one fails `npm run docs` and `npm run check`, naming it.
// Importing islands needs tools/css-stub.ts registered first (`npm run docs` does that).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { islandManifest, islandNames } from '../src/islands/manifest.ts';
import type { Widget } from '../src/islands/shared/contract.ts';
import type { Hydration, LazyWidgetEntry } from '../src/islands/shared/widget-registry.ts';
import { islandDoes } from './readme-islands.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The source files the generated pages read with the checker. */
export const SOURCES = {
  manifest: join(root, 'src/islands/manifest.ts'),
  publicApi: join(root, 'src/browser/public-api.ts'),
  events: join(root, 'src/core/contract/storefront-events.ts'),
  contract: join(root, 'src/core/contract/attributes.ts'),
} as const;

export const TYPE_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

let program: ts.Program | undefined;

/** One program over the sources above (built once: it takes seconds). */
export function sourceProgram(): ts.Program {
  if (program) return program;
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  program = ts.createProgram(Object.values(SOURCES), { ...options, noEmit: true });
  return program;
}

/** A declaration of `file` by name (type alias, interface or variable statement's name). */
export function declaration(file: string, name: string): ts.Node {
  const source = sourceProgram().getSourceFile(file);
  for (const statement of source?.statements ?? []) {
    if (
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.name.text === name
    )
      return statement;
    if (ts.isVariableStatement(statement)) {
      const found = statement.declarationList.declarations.find(
        (node) => ts.isIdentifier(node.name) && node.name.text === name,
      );
      if (found) return found;
    }
  }
  throw new Error(`${file.slice(root.length + 1)} no longer declares ${name}`);
}

/** A symbol's doc comment as one line of text ('' when it has none). */
export function docOf(symbol: ts.Symbol): string {
  const checker = sourceProgram().getTypeChecker();
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
}

/** The doc comment of a declaration of `file` by name ('' when it has none). */
function declarationDoc(file: string, name: string): string {
  const node = declaration(file, name);
  const id =
    ts.isVariableDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)
      ? node.name
      : undefined;
  const symbol = id && sourceProgram().getTypeChecker().getSymbolAtLocation(id);
  return symbol ? docOf(symbol) : '';
}

/** What the embedding contract's comment says about one of its constants (src/core/contract/attributes.ts). */
export function contractDoc(constant: string): string {
  const doc = declarationDoc(SOURCES.contract, constant);
  if (!doc) throw new Error(`src/core/contract/attributes.ts: ${constant} has no doc comment`);
  return doc;
}

/** `IslandOptions[name]` as the checker prints it, for every island (docs/islands.md's column). */
export function islandOptionTypes(): Map<string, string> {
  const checker = sourceProgram().getTypeChecker();
  const alias = declaration(SOURCES.manifest, 'IslandOptions');
  const types = new Map<string, string>();
  for (const property of checker.getTypeAtLocation(alias).getProperties()) {
    const type = checker.getTypeOfSymbolAtLocation(property, alias);
    types.set(property.name, checker.typeToString(type, undefined, TYPE_FLAGS).replace(/readonly /g, ''));
  }
  return types;
}

/** One data-* option of an island. */
export interface IslandAttribute {
  /** As the page writes it: `data-show-empty`. */
  readonly attribute: string;
  readonly required: boolean;
  /** The values it accepts, when they are a fixed list; absent for free text. */
  readonly values?: readonly string[];
  readonly default?: string;
  readonly description: string;
}

/** One island as a page writes it. */
export interface IslandFacts {
  readonly name: string;
  readonly scope: 'page' | 'product';
  /** When it loads and hydrates, in words ("lazy chunk, hydrates at once"). */
  readonly loading: string;
  /** What it does and what a page writes, from the comment that opens its definition. */
  readonly does: string;
  readonly attributes: readonly IslandAttribute[];
  /** Whether it reads a `<script type="application/json">` child, and the JSON's type. */
  readonly json?: { readonly required: boolean; readonly type: string };
}

const kebab = (dataset: string) =>
  `data-${dataset.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The string literals a type is a union of, or undefined when it accepts any text. */
function literals(type: ts.Type): string[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const values = parts.map((part) => (part.isStringLiteral() ? part.value : undefined));
  return values.every((value) => value !== undefined) ? values : undefined;
}

function attributeOf(island: string, symbol: ts.Symbol, at: ts.Node): IslandAttribute {
  const checker = sourceProgram().getTypeChecker();
  const attribute = kebab(symbol.name);
  const description = docOf(symbol);
  if (!description)
    throw new Error(
      `island ${island}: ${attribute} has no /** */ comment on its type in parseOptions' input (the editor data and llms.txt describe each option from it)`,
    );
  const fallback = symbol.getJsDocTags(checker).find((tag) => tag.name === 'default');
  const values = literals(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, at)));
  const byDefault = fallback?.text ? ts.displayPartsToString(fallback.text).trim() : undefined;
  // The checker orders a union by its own ids: the default first, then the rest by name, so the
  // generated files do not change with the checker.
  const rank = (value: string) => (value === byDefault ? '' : `~${value}`);
  return {
    attribute,
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    ...(values ? { values: values.sort((a, b) => (rank(a) < rank(b) ? -1 : 1)) } : {}),
    ...(byDefault !== undefined ? { default: byDefault } : {}),
    description,
  };
}

/** An island's data-* options and JSON child, from its `IslandOptions` entry. */
function optionsOf(island: string): Pick<IslandFacts, 'attributes' | 'json'> {
  const checker = sourceProgram().getTypeChecker();
  const alias = declaration(SOURCES.manifest, 'IslandOptions');
  const entry = checker.getTypeAtLocation(alias).getProperty(island);
  if (!entry) throw new Error(`IslandOptions has no entry for ${island}`);
  const reads = checker.getTypeOfSymbolAtLocation(entry, alias);
  const attributes = reads.getProperty('attributes');
  const bag = attributes && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(attributes, alias));
  // An island without options reads `Record<string, never>`: an index signature, no properties.
  const declared = bag?.getProperties() ?? [];
  const json = reads.getProperty('json');
  return {
    attributes: declared.map((symbol) => attributeOf(island, symbol, alias)),
    ...(json
      ? {
          json: {
            required: (json.flags & ts.SymbolFlags.Optional) === 0,
            type: checker
              .typeToString(
                checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(json, alias)),
                undefined,
                TYPE_FLAGS,
              )
              .replace(/readonly /g, ''),
          },
        }
      : {}),
  };
}

const WHEN: Record<Hydration, string> = {
  eager: ', hydrates at once',
  visible: '',
  intent: ', hydrates on intent or idle',
};

/** Every island of the manifest, in its order (bundled first). */
export async function islandFacts(): Promise<IslandFacts[]> {
  const widgets = new Map<string, { widget: Widget; loading: string }>();
  for (const [name, widget] of Object.entries(islandManifest.bundled))
    widgets.set(name, { widget, loading: `bundled${WHEN[widget.hydrate]}` });
  for (const [name, entry] of Object.entries(islandManifest.lazy) as [string, LazyWidgetEntry][]) {
    const facts = entry.facts ? ', only once its product has something to show' : '';
    const widget = (await entry.load()).default;
    widgets.set(name, { widget, loading: `lazy chunk${WHEN[entry.hydrate ?? 'visible']}${facts}` });
  }
  return islandNames().map((name) => {
    const found = widgets.get(name);
    if (!found) throw new Error(`island ${name} is named but has no widget`);
    return {
      name,
      scope: found.widget.scope,
      loading: found.loading,
      does: islandDoes(root, name),
      ...optionsOf(name),
    };
  });
}
