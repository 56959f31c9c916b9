import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { isTestFile } from './layers.ts';
import { sourceFiles } from './source-files.ts';

interface DataKeyLookup {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const ROOTS = ['src'];

/** Whether `node` sits under a condition that checked `Object.hasOwn(<object>, <key>)`. */
function isGuarded(node: ts.ElementAccessExpression, source: ts.SourceFile): boolean {
  const objectText = node.expression.getText(source);
  const keyText = node.argumentExpression.getText(source);
  const guard = new RegExp(
    `Object\\.hasOwn\\(\\s*${escapeRegExp(objectText)}\\s*,\\s*${escapeRegExp(keyText)}\\s*\\)`,
  );
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isConditionalExpression(at) || ts.isIfStatement(at)) {
      const condition = ts.isIfStatement(at) ? at.expression : at.condition;
      if (guard.test(condition.getText(source))) return true;
    }
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
      if (guard.test(at.left.getText(source))) return true;
    }
    if (ts.isFunctionLike(at)) break;
  }
  return false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True for plain `string` (or a template of it): a key that can be any text. */
function isOpenString(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(isOpenString);
  return (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) !== 0;
}

export function findDataKeyLookups(root: string): DataKeyLookup[] {
  const files = ROOTS.flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => !isTestFile(file))
    .map((file) => resolve(root, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram(files, { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  const found: DataKeyLookup[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isElementAccessExpression(node) &&
        !ts.isDeleteExpression(node.parent) &&
        !isGuarded(node, source)
      ) {
        const objectType = checker.getNonNullableType(checker.getTypeAtLocation(node.expression));
        const keyType = checker.getTypeAtLocation(node.argumentExpression);
        const isList = checker.isArrayType(objectType) || checker.isTupleType(objectType);
        const byString = checker.getIndexInfoOfType(objectType, ts.IndexKind.String);
        if (!isList && byString && isOpenString(keyType)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push({ file: relative(root, file), line: line + 1, text: node.getText(source) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findDataKeyLookups(process.cwd());
  for (const lookup of found)
    console.error(
      `${lookup.file}:${lookup.line}: ${lookup.text} is a lookup by a data key on a plain object (use own()/setOwn() or a Map)`,
    );
  if (found.length > 0) {
    console.error(`data keys: ${found.length} lookup(s) by a data key on a plain object`);
    process.exit(1);
  }
  console.log('data keys: every lookup by a data key is an own-property lookup or a Map.');
}
