// Finds exports nothing imports, so dead code cannot hide behind `export`. `npm run check` runs
// it over the tree; tests plant an unused export to show it catches one.
//
// What counts as a use:
// - a named or default import, or a re-export that is itself used, from any module in src/,
//   mocks/, demo/, tools/ or test-types/;
// - `import * as`, a dynamic `import()`, `typeof import()` and `import.meta.glob` (one pattern or
//   a list) use every export of the module they name;
// - every export of an entry point is used: the package's `exports` map (its .d.ts paths mapped
//   back to their sources) and each source path in vite.config.ts, plus the two config files.
// Tests (*.test.ts, test helpers, src/test/, demo/e2e/) are users of test infrastructure (mocks/,
// demo/, tools/, helpers) and of production modules in their own folder (a unit test reaching its
// module's constants and types). A production export that only tests elsewhere import is still
// flagged, because production carries it for them. A deliberate test seam says so where it is
// declared, with a reason: `// @test-seam: <why tests need it>` in the comment above the export.
//
// Only relative imports are resolved, and no library types are loaded: the checker resolves
// aliases only, never types the program, which keeps the check to a few seconds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { isTestFile } from './layers.ts';
import { sourceFiles } from './source-files.ts';

/** Where the project's modules live (relative to the repository root). */
const SOURCE_DIRS = ['src', 'widgets', 'mocks', 'demo', 'tools', 'test-types'];
const CONFIG_FILES = ['vite.config.ts', 'vitest.config.ts'];

interface UnusedExport {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  /** 'unused': nothing uses it; 'local': only its own file does; 'tests': only tests import it. */
  readonly kind: 'unused' | 'local' | 'tests';
}

const SEAM = /@test-seam:?\s+\S/;

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** Tests and what only tests run (helpers, setup, the e2e folder): they use code, nothing ships them. */
function isTest(file: string): boolean {
  return isTestFile(file) || file.startsWith('demo/e2e/');
}

/** Code that ships: only non-test users keep its exports alive. */
function isProduction(file: string): boolean {
  return file.startsWith('src/') && !isTestFile(file);
}

/** The entry points: the package's exports map and every source path vite.config.ts builds. */
export function entryPoints(root: string): string[] {
  const entries = new Set<string>(CONFIG_FILES.filter((file) => existsSync(join(root, file))));
  const packagePath = join(root, 'package.json');
  if (existsSync(packagePath)) {
    const text = readFileSync(packagePath, 'utf8');
    for (const match of text.matchAll(/"\.\/dist-types\/([^"]+)\.d\.ts"/g)) {
      const source = [`${match[1]}.ts`, `${match[1]}.tsx`].find((path) => existsSync(join(root, path)));
      if (!source) throw new Error(`package.json names dist-types/${match[1]}.d.ts, but it has no source`);
      entries.add(source);
    }
  }
  const vitePath = join(root, 'vite.config.ts');
  if (existsSync(vitePath)) {
    for (const match of readFileSync(vitePath, 'utf8').matchAll(/'((?:src|demo)\/[^']+\.tsx?)'/g)) {
      if (!match[1] || !existsSync(join(root, match[1])))
        throw new Error(`vite.config.ts builds ${match[1]}, which does not exist`);
      entries.add(match[1]);
    }
  }
  return [...entries];
}

/** A program over the project's own files: bare imports (libraries) are left unresolved. */
function createProgram(root: string, files: string[]): ts.Program {
  const options: ts.CompilerOptions = {
    allowJs: false,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    noLib: true,
    noResolve: false,
    resolveJsonModule: false,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const name = literal.text;
      if (!name.startsWith('.')) return { resolvedModule: undefined };
      const path = resolve(dirname(containingFile), name);
      const candidates = /\.[cm]?tsx?$/.test(path)
        ? [path]
        : [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')];
      const found = candidates.find((candidate) => host.fileExists(candidate));
      return {
        resolvedModule: found
          ? { resolvedFileName: found, extension: found.endsWith('x') ? ts.Extension.Tsx : ts.Extension.Ts }
          : undefined,
      };
    });
  return ts.createProgram({ rootNames: files.map((file) => join(root, file)), options, host });
}

/** The source folders' modules and the config files there are. */
function checkedFiles(root: string): string[] {
  return [
    ...SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir)),
    ...CONFIG_FILES.filter((file) => existsSync(join(root, file))),
  ];
}

/** The exports of `files` nothing uses (`used`), or only tests from elsewhere (`testFolders`). */
function unusedIn(
  root: string,
  files: readonly string[],
  program: ts.Program,
  used: ReadonlySet<ts.Symbol>,
  testFolders: ReadonlyMap<ts.Symbol, ReadonlySet<string>>,
): UnusedExport[] {
  const checker = program.getTypeChecker();
  const found: UnusedExport[] = [];
  for (const file of files) {
    const sourceFile = program.getSourceFile(join(root, file));
    const module = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!sourceFile || !module?.exports) continue;
    module.exports.forEach((symbol, name) => {
      if (name === ts.InternalSymbolName.ExportStar || used.has(symbol)) return;
      const folders = testFolders.get(symbol);
      const testUse = folders !== undefined;
      const declaration = symbol.declarations?.find((node) => node.getSourceFile() === sourceFile);
      if (!declaration) return;
      if (testUse && (!isProduction(file) || folders.has(dirname(file)))) return;
      if (testUse && hasSeamComment(declaration, sourceFile)) return;
      const line = sourceFile.getLineAndCharacterOfPosition(declaration.getStart(sourceFile)).line + 1;
      const kind = testUse
        ? 'tests'
        : usedInFile(checker, sourceFile, symbol, declaration)
          ? 'local'
          : 'unused';
      found.push({ file, line, name: name.toString(), kind });
    });
  }
  return found;
}

export function findUnusedExports(root: string): UnusedExport[] {
  const files = checkedFiles(root);
  const program = createProgram(root, files);
  const checker = program.getTypeChecker();
  const fileOf = (sourceFile: ts.SourceFile) => toPosix(relative(root, sourceFile.fileName));

  // Uses by shipped or support code, and the folders of the tests that use each export symbol.
  const used = new Set<ts.Symbol>();
  const testFolders = new Map<ts.Symbol, Set<string>>();

  const markSymbol = (symbol: ts.Symbol | undefined, byTest: string | false) => {
    while (symbol) {
      if (byTest === false) {
        if (used.has(symbol)) return;
        used.add(symbol);
      } else {
        const folders = testFolders.get(symbol) ?? new Set<string>();
        if (folders.has(byTest)) return;
        testFolders.set(symbol, folders.add(byTest));
      }
      symbol = symbol.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(symbol) : undefined;
    }
  };
  const markModule = (module: ts.Symbol | undefined, byTest: string | false) => {
    if (!module) return;
    for (const symbol of checker.getExportsOfModule(module)) markSymbol(symbol, byTest);
  };
  const moduleAt = (specifier: ts.Node) => checker.getSymbolAtLocation(specifier);

  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile) continue;
    const file = fileOf(sourceFile);
    const byTest = isTest(file) && dirname(file);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const clause = node.importClause;
        if (clause.name) markSymbol(checker.getSymbolAtLocation(clause.name), byTest);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) markModule(moduleAt(node.moduleSpecifier), byTest);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements)
            markSymbol(checker.getSymbolAtLocation(element.name), byTest);
        }
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        node.exportClause &&
        ts.isNamespaceExport(node.exportClause)
      ) {
        markModule(moduleAt(node.moduleSpecifier), byTest);
      } else if (ts.isCallExpression(node) && node.arguments[0]) {
        const [first] = node.arguments;
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(first)) {
          markModule(moduleAt(first), byTest);
        } else if (node.expression.getText(sourceFile) === 'import.meta.glob') {
          for (const target of globFiles(program, root, file, first)) {
            markModule(checker.getSymbolAtLocation(target), byTest);
          }
        }
      } else if (ts.isImportTypeNode(node)) {
        const module = ts.isLiteralTypeNode(node.argument) ? moduleAt(node.argument.literal) : undefined;
        if (node.qualifier && module) {
          const first = ts.isIdentifier(node.qualifier) ? node.qualifier : leftmost(node.qualifier);
          markSymbol(
            checker.getExportsOfModule(module).find((symbol) => symbol.name === first.text),
            byTest,
          );
        } else {
          markModule(module, byTest);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  for (const entry of entryPoints(root)) {
    const sourceFile = program.getSourceFile(join(root, entry));
    if (sourceFile) markModule(checker.getSymbolAtLocation(sourceFile), false);
  }

  const found = unusedIn(root, files, program, used, testFolders);
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left);
}

/** The files an `import.meta.glob` argument names: one pattern or a list; a '!' one only narrows. */
function globFiles(
  program: ts.Program,
  root: string,
  file: string,
  argument: ts.Expression,
): ts.SourceFile[] {
  const patterns = ts.isArrayLiteralExpression(argument) ? [...argument.elements] : [argument];
  return patterns
    .filter(ts.isStringLiteral)
    .filter((pattern) => !pattern.text.startsWith('!'))
    .flatMap((pattern) => globMatches(root, file, pattern.text))
    .flatMap((matched) => program.getSourceFile(join(root, matched)) ?? []);
}

/** Files an `import.meta.glob` pattern matches (only `*` within one folder level is supported). */
function globMatches(root: string, file: string, pattern: string): string[] {
  const base = dirname(file);
  const full = toPosix(join(base, pattern));
  const parts = full.split('/');
  let paths = [''];
  for (const part of parts) {
    if (!part.includes('*')) {
      paths = paths.map((path) => (path ? `${path}/${part}` : part));
      continue;
    }
    const regex = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    paths = paths.flatMap((path) => {
      try {
        return readdirSync(join(root, path))
          .filter((name) => regex.test(name))
          .map((name) => (path ? `${path}/${name}` : name));
      } catch {
        return [];
      }
    });
  }
  return paths.filter((path) => existsSync(join(root, path)));
}

/** The statement that declares an export, whose leading comment may mark a test seam. */
function hasSeamComment(declaration: ts.Node, sourceFile: ts.SourceFile): boolean {
  let statement: ts.Node = declaration;
  while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
  const text = sourceFile.getFullText();
  return (ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []).some((range) =>
    SEAM.test(text.slice(range.pos, range.end)),
  );
}

/** Whether the file itself refers to the export (then dropping `export` is the fix, not deleting). */
function usedInFile(
  checker: ts.TypeChecker,
  sourceFile: ts.SourceFile,
  exported: ts.Symbol,
  declaration: ts.Node,
): boolean {
  const declaredName = ts.getNameOfDeclaration(declaration as ts.Declaration);
  const target =
    exported.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(exported) : exported;
  const names = new Set([exported.name, target?.name]);
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(node) && names.has(node.text) && node !== declaredName) {
      if (ts.isExportSpecifier(node.parent)) return;
      const symbol = checker.getSymbolAtLocation(node);
      const resolved = symbol && (checker.getExportSymbolOfSymbol(symbol) ?? symbol);
      if (resolved === exported || resolved === target || symbol === target) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const ADVICE = {
  unused: 'nothing uses it: delete it',
  local: "only its own file uses it: drop 'export'",
  tests: 'only tests import it: delete it, or mark a deliberate seam with // @test-seam: <why>',
} as const;

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const started = performance.now();
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const unused = findUnusedExports(root);
  for (const u of unused) console.error(`${u.file}:${u.line} ${u.name}: ${ADVICE[u.kind]}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (unused.length > 0) {
    console.error(`unused exports: ${unused.length} found (${seconds} s).`);
    process.exit(1);
  }
  console.log(`unused exports: none (${seconds} s).`);
}
