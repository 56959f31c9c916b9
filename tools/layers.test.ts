import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCircles, checkLayers, findCircles, importsOf, readLayers, ruleBroken } from './layers.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('layer check', () => {
  // It reads every source file of the repository: on two busy cores that outlasts vitest's
  // default 5 s, so this one check has its own bound (issue 49.14).
  it('passes this repository', { timeout: 60_000 }, () => {
    expect(checkLayers(join(dirname(new URL(import.meta.url).pathname), '..'))).toEqual([]);
  });

  it('catches a planted upward import from domain into store', () => {
    const dir = tree({
      'src/core/domain/money.ts': "import { cart } from '../store/cart-store.ts';\nexport const x = cart;\n",
      'src/core/store/cart-store.ts': 'export const cart = 1;\n',
    });
    expect(checkLayers(dir)).toEqual([
      {
        file: 'src/core/domain/money.ts',
        imported: 'src/core/store/cart-store.ts',
        reason: 'domain (layer 3) may not import store (layer 7)',
      },
    ]);
  });

  it('catches an island calling the platform, a dynamic import and a re-export', () => {
    const dir = tree({
      'src/islands/x/X.tsx':
        "import { addCartEntry } from '../../core/platform/cart-api.ts';\nexport { addCartEntry };\n",
      'src/core/store/y.ts': "export const load = () => import('../../browser/start.ts');\n",
      'src/core/platform/z.ts': "export * from '../analytics/index.ts';\n",
      'src/core/analytics/index.ts': '',
      'src/browser/start.ts': '',
    });
    expect(
      checkLayers(dir)
        .map((v) => v.reason)
        .sort(),
    ).toEqual([
      'islands call store commands, never src/core/platform',
      'platform (layer 6) may not import analytics (layer 8)',
      'store (layer 7) may not import browser (layer 10)',
    ]);
  });

  it('lets the browser entry reach islands only through its registry door', () => {
    expect(ruleBroken('src/browser/registry.ts', 'src/islands/registry.ts', false)).toBeUndefined();
    expect(ruleBroken('src/browser/start.ts', 'src/islands/registry.ts', false)).toBe(
      'the browser entry reaches islands only through src/browser/registry.ts',
    );
  });

  it('keeps test helpers, mocks and the demo out of production code; tests may import anything', () => {
    expect(ruleBroken('src/core/store/a.ts', 'src/core/domain/fixtures.test-helper.ts', false)).toBe(
      'production code imports a test helper',
    );
    expect(ruleBroken('src/islands/a/A.tsx', 'mocks/model.ts', false)).toBe('production code imports mocks/');
    const dir = tree({
      'src/core/domain/a.test.ts': "import '../../../mocks/model.ts';\nimport '../../browser/start.ts';\n",
    });
    expect(checkLayers(dir)).toEqual([]);
  });

  it('allows a type-only import of a platform type in an island', () => {
    expect(ruleBroken('src/islands/a/A.tsx', 'src/core/platform/errors.ts', true)).toBeUndefined();
  });

  it('keeps the entries, browser, server and the owner console, apart', () => {
    expect(ruleBroken('src/owner/main.ts', 'src/browser/start.ts', false)).toBe(
      'owner and browser are both entry points: neither imports the other',
    );
    expect(ruleBroken('src/server/render.ts', 'src/browser/start.ts', false)).toBe(
      'server and browser are both entry points: neither imports the other',
    );
  });

  it('reads the layers from the folders and refuses a core folder with no place', () => {
    const dir = tree({ 'src/core/helpers/a.ts': 'export const a = 1;\n', 'src/edge/b.ts': '' });
    expect(() => checkLayers(dir)).toThrow('src/core/helpers has no place in CORE_ORDER');
  });

  it('ranks core folders by CORE_ORDER, then the islands, then every other folder as an entry', () => {
    const layers = readLayers(
      tree({ 'src/core/store/a.ts': '', 'src/islands/x/b.ts': '', 'src/edge/c.ts': '' }),
    );
    expect(layers.map((layer) => `${layer.path}:${layer.rank}`)).toEqual([
      'src/core/store:7',
      'src/islands:9',
      'src/edge:10',
    ]);
  });

  it('reads static, dynamic, re-export and type imports', () => {
    const source = `import a from './a.ts';\nimport type { B } from './b.ts';\nexport { c } from './c.ts';\nconst d = () => import('./d.ts');\ntype E = typeof import('./e.ts');\n`;
    expect(importsOf(source, 'x.ts')).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: './b.ts', typeOnly: true },
      { specifier: './c.ts', typeOnly: false },
      { specifier: './d.ts', typeOnly: false },
      { specifier: './e.ts', typeOnly: true },
    ]);
  });
});

describe('two-file import circles', () => {
  const REPO = join(dirname(new URL(import.meta.url).pathname), '..');
  const A = 'src/islands/x/a.ts';
  const B = 'src/islands/x/b.ts';
  const planted = () =>
    tree({
      [A]: "import { b } from './b.ts';\nexport const a = b;\n",
      // The back edge is type-only: a circle all the same.
      [B]: "import type { a } from './a.ts';\nexport const b = 1;\nexport type B = typeof a;\n",
      'src/islands/x/c.ts': "import { a } from './a.ts';\nexport const c = a;\n",
    });

  it('finds a planted circle whose back edge is type-only, and not a one-way import', () => {
    expect(findCircles(planted())).toEqual([{ files: [A, B], typeOnly: [false, true] }]);
  });

  it('fails on a circle that is not listed, and on a listed one that is gone', () => {
    const dir = planted();
    expect(checkCircles(dir, []).unexpected.map((circle) => circle.files)).toEqual([[A, B]]);
    expect(checkCircles(dir, [[B, A]])).toEqual({
      unexpected: [],
      known: [{ files: [A, B], typeOnly: [false, true] }],
      gone: [],
    });
    const gone = ['src/islands/x/c.ts', A] as const;
    expect(checkCircles(dir, [[A, B], gone]).gone).toEqual([gone]);
  });

  // Reads every file of src, like the layer check above: its own bound on two busy cores.
  it('finds no circle in this repository but the listed ones, and each listed one still there', {
    timeout: 60_000,
  }, () => {
    const { unexpected, gone } = checkCircles(REPO);
    expect({ unexpected, gone }).toEqual({ unexpected: [], gone: [] });
  });
});
