import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, findLazyRuleBreaks, LOADER, MANIFEST } from './lazy-rule.ts';

const lines = (text: string, file = 'src/islands/x/index.ts') => checkSource(file, text).map((f) => f.line);

describe('lazy rule check', () => {
  it('passes this repository', () => {
    expect(findLazyRuleBreaks(join(dirname(new URL(import.meta.url).pathname), '..'))).toEqual([]);
  }, 60_000);

  it('lets a lazy loader pass, typed or not', () => {
    expect(lines("const chunk = lazy(() => import('./x.ts'), 'x');")).toEqual([]);
    expect(lines("const chunk = lazy((): Promise<X> => import('x'), 'x');")).toEqual([]);
  });

  it.each([
    "const load = () => import('./x.ts');",
    "import('./x.ts').then((module) => module.go());",
    "const chunk = lazy(() => import('./x.ts').then((m) => m.y), 'x');",
    "Promise.all([import('./x.ts'), http()]);",
    "const chunk = once(() => import('./x.ts'));",
  ])('catches a hand-written chunk boundary: %s', (line) => {
    expect(lines(line)).toEqual([1]);
  });

  it("allows the manifest's load and facts lines, and only there", () => {
    const manifest =
      "export const m = { a: { load: () => import('./a/index.ts'), facts: () => import('./a/f.ts') } };";
    expect(lines(manifest, MANIFEST)).toEqual([]);
    expect(lines(manifest)).toEqual([1, 1]);
    expect(lines("export const m = { a: { other: () => import('./a/index.ts') } };", MANIFEST)).toEqual([1]);
  });

  it('leaves the loader alone (it runs before lazy exists)', () => {
    expect(lines('void import(/* @vite-ignore */ url);', LOADER)).toEqual([]);
  });
});
