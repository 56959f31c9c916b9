// The import directions of docs/architecture.md, as code: each production file may import only
// from its own layer or one below it, plus the few doors the design names. `npm run check` runs
// it over the tree; tests plant a bad import to show it catches one.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './source-files.ts';

/** Lowest first. Owner tools sit beside boot: both are entries, neither imports the other. */
const LAYERS = [
  { name: 'domain', path: 'src/domain', rank: 1 },
  { name: 'template', path: 'src/template', rank: 2 },
  { name: 'contract', path: 'src/contract', rank: 3 },
  { name: 'platform', path: 'src/platform', rank: 4 },
  { name: 'store', path: 'src/store', rank: 5 },
  { name: 'analytics', path: 'src/analytics', rank: 6 },
  { name: 'widgets', path: 'widgets', rank: 7 },
  { name: 'boot', path: 'src/boot', rank: 8 },
  { name: 'owner', path: 'src/owner', rank: 8 },
  { name: 'server', path: 'src/server', rank: 9 },
] as const;

type Layer = (typeof LAYERS)[number];

interface Violation {
  readonly file: string;
  readonly imported: string;
  readonly reason: string;
}

/** Tests and their helpers may import anything (fixtures, mocks, the whole runtime). */
export function isTestFile(path: string): boolean {
  return /\.test(-helper)?\.tsx?$|\.test-d\.ts$/.test(path) || path.startsWith(`src/test/`);
}

function layerOf(path: string): Layer | undefined {
  return LAYERS.find((layer) => path === layer.path || path.startsWith(`${layer.path}/`));
}

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
export function ruleBroken(from: string, to: string, typeOnly: boolean): string | undefined {
  if (isTestFile(to)) return 'production code imports a test helper';
  if (to.startsWith('mocks/') || to.startsWith('demo/'))
    return `production code imports ${to.split('/')[0]}/`;
  const source = layerOf(from);
  const target = layerOf(to);
  if (!source || !target || source === target) return undefined;
  // The design's named doors.
  if (source.name === 'boot' && target.name === 'widgets') {
    return from === 'src/boot/registry.ts'
      ? undefined
      : 'boot reaches widgets only through src/boot/registry.ts';
  }
  if (source.name === 'server' && target.name === 'widgets') return undefined;
  // Islands get stores and commands, never the HTTP client; a type (an error's shape) is fine.
  if (source.name === 'widgets' && target.name === 'platform' && !typeOnly)
    return 'islands call store commands, never src/platform';
  if (target.rank > source.rank || (target.rank === source.rank && source !== target))
    return `${source.name} (layer ${source.rank}) may not import ${target.name} (layer ${target.rank})`;
  return undefined;
}

export function checkLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  const files = [...sourceFiles(root, 'src'), ...sourceFiles(root, 'widgets')].filter(
    (file) => !isTestFile(file),
  );
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(readFileSync(join(root, file), 'utf8'), file)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(root, dirname(file), specifier))
        .split(sep)
        .join('/');
      const reason = ruleBroken(file, target, typeOnly);
      if (reason) violations.push({ file, imported: target, reason });
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const violations = checkLayers(root);
  for (const v of violations) console.error(`${v.file} -> ${v.imported}: ${v.reason}`);
  if (violations.length > 0) {
    console.error(`layers: ${violations.length} import(s) point the wrong way (docs/architecture.md).`);
    process.exit(1);
  }
  console.log('layers: every import points down.');
}
