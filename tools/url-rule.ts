// Part of `npm run check` (issue 33): the one URL rule and the one Trusted Types policy stay the
// only ones. In production code of src/ it fails on
// - a regular expression that checks a URL scheme (/^\s*(javascript|data):/i, /^https?:$/): the
//   browser's URL parser drops tabs, newlines and control characters such a pattern does not
//   see; use safeUrl (src/core/domain/safe-url.ts), which asks the parser. A pattern that finds URLs
//   in text (a tokeniser, not a check) says so with a `// url-rule: <why>` comment above it;
// - a string written into innerHTML, outerHTML, srcdoc or a src, insertAdjacentHTML,
//   document.write or dangerouslySetInnerHTML anywhere but the policy module
//   (src/core/contract/trusted-types.ts), where the `storefront` Trusted Types policy turns only
//   sanitiser output and the captcha's script URL into HTML and script URLs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isTestFile } from './layers.ts';
import { sourceFiles } from './source-files.ts';

export const POLICY_MODULE = 'src/core/contract/trusted-types.ts';

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly problem: string;
}

const ROOTS = ['src'];
const SCHEME_NAMES = /javascript|vbscript|data|blob|mailto|tel|file|ftp|https?\??/i;
const SINK_PROPERTIES = new Set(['innerHTML', 'outerHTML', 'srcdoc', 'src']);
const SINK_CALLS = new Set(['insertAdjacentHTML', 'write', 'writeln']);

/** Whether a pattern's source names a scheme followed by its colon: `javascript:`, `(data|x):`, `https?:`. */
function checksScheme(pattern: string): boolean {
  const colon = /\\?:/g;
  for (let match = colon.exec(pattern); match; match = colon.exec(pattern)) {
    // The text right before the colon, without the group and anchor syntax around the names.
    const before = pattern.slice(Math.max(0, match.index - 40), match.index).replace(/[()[\]^$*+|\\]/g, ' ');
    const word = before.trim().split(/\s+/).at(-1) ?? '';
    if (SCHEME_NAMES.test(word) && /^[a-z?]+$/i.test(word)) return true;
  }
  return /javascript|vbscript/i.test(pattern);
}

/** Whether a `// url-rule: <why>` comment is on the node's line or one of the three above it. */
function exempted(source: ts.SourceFile, node: ts.Node): boolean {
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const lines = source.text.split('\n').slice(Math.max(0, line - 3), line + 1);
  return lines.some((text) => text.includes('// url-rule:'));
}

function sinkOf(node: ts.Node): string | undefined {
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.EqualsToken ||
      node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) &&
    ts.isPropertyAccessExpression(node.left) &&
    SINK_PROPERTIES.has(node.left.name.text)
  )
    return `a string assigned to .${node.left.name.text}`;
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const name = node.expression.name.text;
    if (
      SINK_CALLS.has(name) &&
      (name === 'insertAdjacentHTML' || node.expression.expression.getText() === 'document')
    )
      return `${name}()`;
    const [first] = node.arguments;
    if (name === 'setAttribute' && first && ts.isStringLiteral(first) && SINK_PROPERTIES.has(first.text))
      return `setAttribute('${first.text}')`;
  }
  if (ts.isJsxAttribute(node) && node.name.getText() === 'dangerouslySetInnerHTML')
    return 'dangerouslySetInnerHTML';
  return undefined;
}

function regexSource(node: ts.Node): string | undefined {
  if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) return (node as ts.LiteralExpression).text;
  if (
    ts.isNewExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp' &&
    node.arguments?.[0] &&
    ts.isStringLiteralLike(node.arguments[0])
  )
    return node.arguments[0].text;
  return undefined;
}

/** Every finding in one file's text (`file` is repository-relative). */
export function checkSource(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, problem: string) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, problem });
  const visit = (node: ts.Node) => {
    const pattern = regexSource(node);
    if (pattern !== undefined && checksScheme(pattern) && !exempted(source, node))
      report(node, `a regular-expression URL scheme check (${pattern.slice(0, 40)}): use safeUrl`);
    const sink = file === POLICY_MODULE ? undefined : sinkOf(node);
    if (sink) report(node, `${sink} outside ${POLICY_MODULE}: go through the storefront policy`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function findUrlRuleBreaks(root: string): Finding[] {
  return ROOTS.flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => !isTestFile(file))
    .flatMap((file) => checkSource(file, readFileSync(join(root, file), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findUrlRuleBreaks(process.cwd());
  for (const finding of found) console.error(`${finding.file}:${finding.line}: ${finding.problem}`);
  if (found.length > 0) {
    console.error(`url rule: ${found.length} problem(s)`);
    process.exit(1);
  }
  console.log(
    'url rule: no regular-expression scheme check, and HTML and script URLs only through the policy.',
  );
}
