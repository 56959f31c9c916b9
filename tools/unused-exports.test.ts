import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryPoints, findUnusedExports } from './unused-exports.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'unused-exports-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const PACKAGE = JSON.stringify({ exports: { '.': { types: './dist-types/src/types/browser.d.ts' } } });

describe('unused-export check', () => {
  it('passes this repository', () => {
    expect(findUnusedExports(join(dirname(new URL(import.meta.url).pathname), '..'))).toEqual([]);
  }, 60_000);

  it('catches a planted export nothing imports, and one only its own file uses', () => {
    const dir = tree({
      'src/core/domain/money.ts':
        'export const used = 1;\nexport const planted = 2;\nexport const local = 3;\nconst twice = local * 2;\nexport { twice as double };\n',
      'src/core/store/cart.ts':
        "import { double, used } from '../domain/money.ts';\nconsole.log(used, double);\n",
    });
    expect(findUnusedExports(dir)).toEqual([
      { file: 'src/core/domain/money.ts', line: 2, name: 'planted', kind: 'unused' },
      { file: 'src/core/domain/money.ts', line: 3, name: 'local', kind: 'local' },
    ]);
  });

  it('passes an export used by a named, default, namespace, dynamic, type or re-exported import', () => {
    const dir = tree({
      'src/a.ts': 'export const named = 1;\nexport default 2;\n',
      'src/b.ts': 'export const viaNamespace = 1;\n',
      'src/c.ts': 'export const viaDynamic = 1;\n',
      'src/d.ts': 'export interface ViaImportType { x: number }\n',
      'src/e.ts': 'export const viaBarrel = 1;\nexport const notThroughBarrel = 2;\n',
      'src/barrel.ts': "export { viaBarrel } from './e.ts';\nexport * from './f.ts';\n",
      'src/f.ts': 'export const viaStar = 1;\n',
      'src/user.ts': [
        "import two, { named } from './a.ts';",
        "import * as b from './b.ts';",
        "import { viaBarrel, viaStar } from './barrel.ts';",
        "import { notThroughBarrel } from './e.ts';",
        "type T = import('./d.ts').ViaImportType;",
        "const c = () => import('./c.ts');",
        'console.log(two, named, b, c, viaBarrel, viaStar, notThroughBarrel, {} as T);',
      ].join('\n'),
    });
    expect(findUnusedExports(dir)).toEqual([]);
  });

  it('flags production exports only tests import, unless the test sits beside them or a seam is declared', () => {
    const dir = tree({
      'src/core/store/queue.ts': [
        'export const beside = 1;',
        'export const farAway = 2;',
        '// @test-seam: the cart tests size their fixture by it.',
        'export const seam = 3;',
        '// @test-seam:',
        'export const seamWithoutReason = 4;',
      ].join('\n'),
      'src/core/store/queue.test.ts': "import { beside } from './queue.ts';\nconsole.log(beside);\n",
      'src/islands/cart/Cart.test.tsx':
        "import { farAway, seam, seamWithoutReason } from '../../core/store/queue.ts';\nconsole.log(farAway, seam, seamWithoutReason);\n",
      'mocks/model.ts': 'export const fixture = 1;\n',
      'mocks/model.test.ts': "import { fixture } from './model.ts';\nconsole.log(fixture);\n",
    });
    expect(findUnusedExports(dir)).toEqual([
      { file: 'src/core/store/queue.ts', line: 2, name: 'farAway', kind: 'tests' },
      { file: 'src/core/store/queue.ts', line: 6, name: 'seamWithoutReason', kind: 'tests' },
    ]);
  });

  it('treats the package entry points, vite entries and import.meta.glob targets as used', () => {
    const dir = tree({
      'package.json': PACKAGE,
      'vite.config.ts': "export default { build: { lib: { entry: 'src/browser/main.ts' } } };\n",
      'src/types/browser.ts': "export type { Api } from '../browser/api.ts';\n",
      'src/browser/api.ts': 'export interface Api { x: number }\n',
      'src/browser/main.ts': 'export const started = true;\n',
      'src/islands/registry.ts':
        "const all = import.meta.glob('./*/index.ts', { eager: true });\nconsole.log(all);\n",
      'src/islands/cart/index.ts': 'export default 1;\n',
    });
    expect(entryPoints(dir).sort()).toEqual([
      'src/browser/main.ts',
      'src/types/browser.ts',
      'vite.config.ts',
    ]);
    expect(findUnusedExports(dir)).toEqual([]);
  });

  it("reads an import.meta.glob list of patterns; a '!' pattern marks nothing", () => {
    const dir = tree({
      'package.json': PACKAGE,
      'vite.config.ts': "export default { build: { lib: { entry: 'src/browser/main.ts' } } };\n",
      'src/browser/main.ts':
        "const all = import.meta.glob(['../core/words/strings-*/*.ts', '!../core/words/strings-*/owner.ts']);\nconsole.log(all);\n",
      'src/types/browser.ts': 'export type Api = number;\n',
      'src/core/words/strings-fr/main.ts': 'export default 1;\n',
      'src/core/words/strings-fr/owner.ts': 'export default 2;\n',
    });
    // owner.ts is matched by the first pattern too: a '!' narrows what vite loads, not what is used.
    expect(findUnusedExports(dir)).toEqual([]);
    writeFileSync(
      join(dir, 'src/browser/main.ts'),
      "const all = import.meta.glob(['!../core/words/strings-*/owner.ts', '../core/words/strings-*/main.ts']);\nconsole.log(all);\n",
    );
    expect(findUnusedExports(dir)).toEqual([
      { file: 'src/core/words/strings-fr/owner.ts', line: 1, name: 'default', kind: 'unused' },
    ]);
  });
});
