import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findDataKeyLookups } from './data-keys.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'data-keys-'));
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, target: 'es2022', module: 'esnext', lib: ['es2022'] },
    }),
  );
  mkdirSync(join(root, 'src/islands'), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
}

describe('the data-key check', () => {
  it('flags a read and a write by a data key on a Record<string, T>', () => {
    const found = findDataKeyLookups(
      project({
        'src/a.ts': [
          'export function read(byId: Record<string, number>, id: string) { return byId[id]; }',
          'export function write(byId: Record<string, number>, id: string) { byId[id] = 1; }',
        ].join('\n'),
      }),
    );
    expect(found.map((lookup) => `${lookup.file}:${lookup.line} ${lookup.text}`)).toEqual([
      'src/a.ts:1 byId[id]',
      'src/a.ts:2 byId[id]',
    ]);
  });

  it('lets through own-property guards, lists, known-name keys, deletes and tests', () => {
    const found = findDataKeyLookups(
      project({
        'src/b.ts': [
          'export const guarded = (r: Record<string, number>, k: string) => (Object.hasOwn(r, k) ? r[k] : 0);',
          'export const listed = (list: number[], i: number) => list[i];',
          "export const named = (r: Record<'a' | 'b', number>, k: 'a' | 'b') => r[k];",
          'export function drop(r: Record<string, number>, k: string) { delete r[k]; }',
        ].join('\n'),
        'src/islands/c.test.ts': 'export const t = (r: Record<string, number>, k: string) => r[k];',
      }),
    );
    expect(found).toEqual([]);
  });
});
