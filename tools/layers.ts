// The import directions of docs/architecture.md, as code: each production file may import only
// from its own layer or one below it, plus the few doors the design names; and no two files import
// each other (a two-file circle), but the known ones listed to be broken. `npm run check` runs it
// over the tree; tests plant a bad import and a circle to show it catches them.
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

/**
 * The two-file import circles there were when the check below was written (issue 45 item 7; each
 * has a type-only back edge). Each must be broken, and its entry taken off with it: a circle not
 * listed here fails the check, and so does an entry that is no longer a circle, so the list can only
 * shrink. Once it is empty, any two-file circle fails.
 */
const KNOWN_CIRCLES: readonly (readonly [string, string])[] = [
  ['src/core/analytics/commerce-events.ts', 'src/core/analytics/theme-block-events.ts'],
  ['src/core/store/cart-entry-changes.ts', 'src/core/store/cart-entry-send.ts'],
  ['src/islands/restock-form/RestockForm.tsx', 'src/islands/restock-form/index.ts'],
  ['src/islands/shared/contract.ts', 'src/islands/shared/widget-registry.ts'],
  ['src/islands/shared/form/use-form-controller.ts', 'src/islands/shared/form/use-submit.ts'],
  ['src/server/engine-context.ts', 'src/server/site-region.ts'],
];

/** Two files that import each other, in path order, and whether each one's imports of the other are all type-only. */
interface Circle {
  readonly files: readonly [string, string];
  readonly typeOnly: readonly [boolean, boolean];
}

/** Every file of src (tests too) with the files it imports: true when all its imports of one are type-only. */
function importGraph(root: string): Map<string, Map<string, boolean>> {
  const graph = new Map<string, Map<string, boolean>>();
  for (const file of sourceFiles(root, 'src')) {
    const targets = new Map<string, boolean>();
    for (const { specifier, typeOnly } of importsOf(readFileSync(join(root, file), 'utf8'), file)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(root, dirname(file), specifier))
        .split(sep)
        .join('/');
      targets.set(target, typeOnly && targets.get(target) !== false);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every pair of files that import each other, a type-only import counting like any other. */
export function findCircles(root: string): Circle[] {
  const graph = importGraph(root);
  const circles: Circle[] = [];
  for (const [a, targets] of graph) {
    for (const [b, typeOnly] of targets) {
      const back = graph.get(b)?.get(a);
      if (a < b && back !== undefined) circles.push({ files: [a, b], typeOnly: [typeOnly, back] });
    }
  }
  return circles.sort((x, y) => x.files[0].localeCompare(y.files[0]) || x.files[1].localeCompare(y.files[1]));
}

/** The circles found, split by the allow-list: new ones (failing), listed ones, and listed ones gone (failing too). */
export function checkCircles(root: string, known: readonly (readonly [string, string])[] = KNOWN_CIRCLES) {
  const key = (files: readonly string[]) => [...files].sort().join(' <-> ');
  const listed = new Set(known.map(key));
  const circles = findCircles(root);
  const found = new Set(circles.map((circle) => key(circle.files)));
  return {
    unexpected: circles.filter((circle) => !listed.has(key(circle.files))),
    known: circles.filter((circle) => listed.has(key(circle.files))),
    gone: known.filter((files) => !found.has(key(files))),
  };
}

function describeCircle({ files: [a, b], typeOnly }: Circle): string {
  const types = [typeOnly[0] && `${a} -> ${b}`, typeOnly[1] && `${b} -> ${a}`].filter(Boolean);
  return `${a} <-> ${b}${types.length > 0 ? ` (type-only: ${types.join(', ')})` : ''}`;
}

function reportCircles(): boolean {
  const { unexpected, known, gone } = checkCircles(REPO_ROOT);
  for (const circle of unexpected)
    console.error(
      `${describeCircle(circle)}: the two files import each other (tools/layers.ts KNOWN_CIRCLES)`,
    );
  for (const files of gone)
    console.error(`${files.join(' <-> ')}: no longer a circle; take it off KNOWN_CIRCLES (tools/layers.ts)`);
  if (known.length > 0) {
    console.log(
      `layers: ${known.length} two-file import circle(s) still to break (KNOWN_CIRCLES, issue 45 item 7):`,
    );
    for (const circle of known) console.log(`  ${describeCircle(circle)}`);
  }
  return unexpected.length === 0 && gone.length === 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const violations = checkLayers(REPO_ROOT);
  for (const v of violations) console.error(`${v.file} -> ${v.imported}: ${v.reason}`);
  const circlesOk = reportCircles();
  if (violations.length > 0) {
    console.error(`layers: ${violations.length} import(s) point the wrong way (docs/architecture.md).`);
  }
  if (!circlesOk)
    console.error('layers: a two-file import circle is new, or a listed one is gone (KNOWN_CIRCLES).');
  if (violations.length > 0 || !circlesOk) process.exit(1);
  console.log('layers: every import points down.');
}
