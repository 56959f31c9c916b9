// Part of `npm run check` (issue 45): lazy loading is written once. In production code of src/
// every dynamic import() is the loader of a `lazy(() => import(…), name)` (src/core/base/lazy.ts:
// one load, one retry, preload, the failure named), with two exceptions that say why:
// - the island manifest's `load` and `facts` lines, which the widget registry wraps in `lazy`
//   (one declaration per island, read by the docs and types as well);
// - the loader (src/browser/loader.ts), the classic script that imports the core's chunks
//   before any module of ours, `lazy` included, exists on the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isTestFile } from './layers.ts';
import { sourceFiles } from './source-files.ts';

export const MANIFEST = 'src/islands/manifest.ts';
export const LOADER = 'src/browser/loader.ts';

interface Finding {
  readonly file: string;
  readonly line: number;
}

/** The arrow function an import() is the body of: `() => import(…)`, typed or not. */
function loaderOf(call: ts.CallExpression): ts.ArrowFunction | undefined {
  const parent = call.parent;
  return ts.isArrowFunction(parent) && parent.body === call && parent.parameters.length === 0
    ? parent
    : undefined;
}

function allowed(file: string, call: ts.CallExpression): boolean {
  const loader = loaderOf(call);
  if (!loader) return false;
  const holder = loader.parent;
  if (ts.isCallExpression(holder) && holder.arguments[0] === loader)
    return ts.isIdentifier(holder.expression) && holder.expression.text === 'lazy';
  return (
    file === MANIFEST && ts.isPropertyAssignment(holder) && ['load', 'facts'].includes(holder.name.getText())
  );
}

/** Every import() in one file's text that is not a lazy's loader (`file` is repository-relative). */
export function checkSource(file: string, text: string): Finding[] {
  if (file === LOADER) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      !allowed(file, node)
    )
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function findLazyRuleBreaks(root: string): Finding[] {
  return sourceFiles(root, 'src')
    .filter((file) => !isTestFile(file))
    .flatMap((file) => checkSource(file, readFileSync(join(root, file), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findLazyRuleBreaks(process.cwd());
  for (const finding of found)
    console.error(
      `${finding.file}:${finding.line}: an import() outside lazy(): write lazy(() => import(…), name)`,
    );
  if (found.length > 0) {
    console.error(`lazy rule: ${found.length} problem(s)`);
    process.exit(1);
  }
  console.log('lazy rule: every chunk boundary is a lazy() (the manifest and the loader aside).');
}
