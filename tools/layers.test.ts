import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, importsOf, ruleBroken } from './layers.ts';

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
  it('passes this repository', () => {
    expect(checkLayers(join(dirname(new URL(import.meta.url).pathname), '..'))).toEqual([]);
  });

  it('catches a planted upward import from domain into store', () => {
    const dir = tree({
      'src/domain/money.ts': "import { cart } from '../store/cart-store.ts';\nexport const x = cart;\n",
      'src/store/cart-store.ts': 'export const cart = 1;\n',
    });
    expect(checkLayers(dir)).toEqual([
      {
        file: 'src/domain/money.ts',
        imported: 'src/store/cart-store.ts',
        reason: 'domain (layer 1) may not import store (layer 5)',
      },
    ]);
  });

  it('catches an island calling the platform, a dynamic import and a re-export', () => {
    const dir = tree({
      'widgets/x/X.tsx':
        "import { addCartEntry } from '../../src/platform/cart-api.ts';\nexport { addCartEntry };\n",
      'src/store/y.ts': "export const load = () => import('../boot/start.ts');\n",
      'src/platform/z.ts': "export * from '../analytics/index.ts';\n",
    });
    expect(
      checkLayers(dir)
        .map((v) => v.reason)
        .sort(),
    ).toEqual([
      'islands call store commands, never src/platform',
      'platform (layer 4) may not import analytics (layer 6)',
      'store (layer 5) may not import boot (layer 8)',
    ]);
  });

  it('lets boot reach widgets only through its registry door', () => {
    expect(ruleBroken('src/boot/registry.ts', 'widgets/registry.ts', false)).toBeUndefined();
    expect(ruleBroken('src/boot/start.ts', 'widgets/registry.ts', false)).toBe(
      'boot reaches widgets only through src/boot/registry.ts',
    );
  });

  it('keeps test helpers, mocks and the demo out of production code; tests may import anything', () => {
    expect(ruleBroken('src/store/a.ts', 'src/domain/fixtures.test-helper.ts', false)).toBe(
      'production code imports a test helper',
    );
    expect(ruleBroken('widgets/a/A.tsx', 'mocks/model.ts', false)).toBe('production code imports mocks/');
    const dir = tree({
      'src/domain/a.test.ts': "import '../../mocks/model.ts';\nimport '../boot/start.ts';\n",
    });
    expect(checkLayers(dir)).toEqual([]);
  });

  it('allows a type-only import of a platform type in an island', () => {
    expect(ruleBroken('widgets/a/A.tsx', 'src/platform/errors.ts', true)).toBeUndefined();
  });

  it('keeps the two entries, boot and the owner console, apart', () => {
    expect(ruleBroken('src/owner/main.ts', 'src/boot/start.ts', false)).toBe(
      'owner (layer 8) may not import boot (layer 8)',
    );
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
