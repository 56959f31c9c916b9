// Part of `npm run check` (issue 32 item 6): no function is longer than 80 visible lines, counted
// as people read it: every line from the function's first to its last that is not blank, JSX and
// comments included. Biome's noExcessiveLinesPerFunction skips comments and most JSX lines, so a
// component could read 120 lines and pass it. Tests, e2e specs and benchmarks are exempt, as they
// are from Biome's rule (.biome.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isTestFile } from './layers.ts';
import { sourceFiles } from './source-files.ts';

export const MAX_VISIBLE_LINES = 80;

const ROOTS = ['src', 'mocks', 'demo', 'tools', 'test-types'];
const TOP_LEVEL_FILES = ['vite.config.ts', 'vitest.config.ts'];

interface LongFunction {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

function exempt(file: string): boolean {
  return isTestFile(file) || file.startsWith('demo/e2e/') || file.startsWith('demo/bench/');
}

/** The name a reader would call the function by: its own, or that of what it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    !ts.isComputedPropertyName(parent.name)
  )
    return parent.name.getText();
  if (ts.isCallExpression(parent)) {
    // A callback: named after the call it is passed to, e.g. `useEffect callback`.
    const callee =
      parent.expression
        .getText()
        .replace(/<[^>]*>|\(\)/g, '')
        .split('.')
        .at(-1) ?? '';
    return `${callee} callback`;
  }
  return node.kind === ts.SyntaxKind.Constructor ? 'constructor' : '(anonymous)';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** Every function in one file's text with its visible lines, longest first. */
export function measureFunctions(file: string, text: string): LongFunction[] {
  // By its extension: in a .ts file `<T>(x: T) => x` is a generic arrow, not JSX.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const visible = lines.slice(first, last + 1).filter((line) => line.trim() !== '').length;
      found.push({ file, line: first + 1, name: nameOf(node), lines: visible });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.sort((a, b) => b.lines - a.lines);
}

function allFunctions(root: string): LongFunction[] {
  return [...ROOTS.flatMap((dir) => sourceFiles(root, dir)), ...TOP_LEVEL_FILES]
    .filter((file) => !exempt(file))
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return [];
      }
      return measureFunctions(file, text);
    })
    .sort((a, b) => b.lines - a.lines);
}

export function findLongFunctions(root: string): LongFunction[] {
  return allFunctions(root).filter((fn) => fn.lines > MAX_VISIBLE_LINES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findLongFunctions(process.cwd());
  for (const fn of found)
    console.error(
      `${fn.file}:${fn.line}: ${fn.name} is ${fn.lines} visible lines (at most ${MAX_VISIBLE_LINES}): split it along its seams`,
    );
  if (found.length > 0) {
    console.error(`function length: ${found.length} function(s) too long`);
    process.exit(1);
  }
  const [longest] = allFunctions(process.cwd());
  console.log(
    `function length: every function at most ${MAX_VISIBLE_LINES} visible lines (longest: ${longest?.name}, ${longest?.lines}).`,
  );
}
