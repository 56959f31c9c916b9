// The import directions of docs/architecture.md, as code: each production file may import only
// from its own layer or one below it, plus the few doors the design names. `npm run check` runs
// it over the tree; tests plant a bad import to show it catches one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './source-files.ts';

/**
 * The layers are the folders. `src/core/*` is the ground floor, bottom up in this order (a core
 * folder missing from it fails the check); `src/islands` sits on it; every other folder of `src`
 * is an entry point (browser, server, owner console) on top, and entries never import each other.
 */
const CORE_ORDER = ['base', 'words', 'domain', 'template', 'contract', 'platform', 'store', 'analytics'];
/** Folders of src that are no layer: the public type declarations and the test set-up. */
const NOT_LAYERS = new Set(['types', 'test']);

interface Layer {
  readonly name: string;
  readonly path: string;
  readonly rank: number;
}

function folders(root: string, path: string): string[] {
  return readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The layers as the folders lay them out; throws on a core folder with no place in the order. */
export function readLayers(root: string): Layer[] {
  const core = existsSync(join(root, 'src/core')) ? folders(root, 'src/core') : [];
  const unplaced = core.filter((name) => !CORE_ORDER.includes(name));
  if (unplaced.length > 0)
    throw new Error(
      `layers: src/core/${unplaced.join(', src/core/')} has no place in CORE_ORDER (tools/layers.ts)`,
    );
  const coreLayers = CORE_ORDER.filter((name) => core.includes(name)).map((name) => ({
    name,
    path: `src/core/${name}`,
    rank: CORE_ORDER.indexOf(name) + 1,
  }));
  const islands = { name: 'islands', path: 'src/islands', rank: CORE_ORDER.length + 1 };
  const entries = folders(root, 'src')
    .filter((name) => name !== 'core' && name !== 'islands' && !NOT_LAYERS.has(name))
    .map((name) => ({ name, path: `src/${name}`, rank: islands.rank + 1 }));
  return [...coreLayers, islands, ...entries];
}

interface Violation {
  readonly file: string;
  readonly imported: string;
  readonly reason: string;
}

/** Tests and their helpers may import anything (fixtures, mocks, the whole runtime). */
export function isTestFile(path: string): boolean {
  return /\.test(-helper)?\.tsx?$|\.test-d\.ts$/.test(path) || path.startsWith(`src/test/`);
}

function layerOf(layers: readonly Layer[], path: string): Layer | undefined {
  return layers.find((layer) => path === layer.path || path.startsWith(`${layer.path}/`));
}

const REPO_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

interface ImportRef {
  readonly specifier: string;
  readonly typeOnly: boolean;
}

export function importsOf(source: string, fileName: string): ImportRef[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly === true });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Why `from` may not import `to` (both repo-relative, with forward slashes), or undefined. */
export function ruleBroken(
  from: string,
  to: string,
  typeOnly: boolean,
  layers: readonly Layer[] = readLayers(REPO_ROOT),
): string | undefined {
  if (isTestFile(to)) return 'production code imports a test helper';
  if (to.startsWith('mocks/') || to.startsWith('demo/'))
    return `production code imports ${to.split('/')[0]}/`;
  const source = layerOf(layers, from);
  const target = layerOf(layers, to);
  if (!source || !target || source === target) return undefined;
  // The design's named doors.
  if (source.name === 'browser' && target.name === 'islands') {
    return from === 'src/browser/registry.ts'
      ? undefined
      : 'the browser entry reaches islands only through src/browser/registry.ts';
  }
  // Islands get stores and commands, never the HTTP client; a type (an error's shape) is fine.
  if (source.name === 'islands' && target.name === 'platform' && !typeOnly)
    return 'islands call store commands, never src/core/platform';
  if (target.rank === source.rank)
    return `${source.name} and ${target.name} are both entry points: neither imports the other`;
  if (target.rank > source.rank)
    return `${source.name} (layer ${source.rank}) may not import ${target.name} (layer ${target.rank})`;
  return undefined;
}

export function checkLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  const layers = readLayers(root);
  const files = sourceFiles(root, 'src').filter((file) => !isTestFile(file));
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(readFileSync(join(root, file), 'utf8'), file)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(root, dirname(file), specifier))
        .split(sep)
        .join('/');
      const reason = ruleBroken(file, target, typeOnly, layers);
      if (reason) violations.push({ file, imported: target, reason });
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const violations = checkLayers(REPO_ROOT);
  for (const v of violations) console.error(`${v.file} -> ${v.imported}: ${v.reason}`);
  if (violations.length > 0) {
    console.error(`layers: ${violations.length} import(s) point the wrong way (docs/architecture.md).`);
    process.exit(1);
  }
  console.log('layers: every import points down.');
}
