import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLongFunctions, MAX_VISIBLE_LINES, measureFunctions } from './function-length.ts';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const lengthOf = (text: string, name: string) =>
  measureFunctions('src/x.tsx', text).find((fn) => fn.name === name)?.lines;

describe('function length check', () => {
  it('passes this repository', () => {
    expect(findLongFunctions(ROOT)).toEqual([]);
  }, 60_000);

  it('counts every visible line of a long function, and not the blank ones', () => {
    const body = Array.from({ length: MAX_VISIBLE_LINES }, (_, i) => `  const a${i} = ${i};\n\n`).join('');
    const text = `export function planted() {\n${body}}\n`;
    expect(lengthOf(text, 'planted')).toBe(MAX_VISIBLE_LINES + 2);
  });

  it('counts the JSX and the comments a reader reads, which Biome does not', () => {
    const comments = Array.from({ length: 40 }, (_, i) => `  // why number ${i}\n`).join('');
    const markup = Array.from({ length: 40 }, (_, i) => `      <li>item ${i}</li>\n`).join('');
    const text = `const Planted = () => {\n${comments}  return (\n    <ul>\n${markup}    </ul>\n  );\n};\n`;
    expect(lengthOf(text, 'Planted')).toBe(1 + 40 + 2 + 40 + 3);
  });

  it('names methods, callbacks and assigned functions as a reader would', () => {
    const text = `const store = createStore<S>()((set) => {\n  return { open() {\n    set(1);\n  } };\n});\n`;
    expect(measureFunctions('src/x.ts', text).map((fn) => fn.name)).toEqual(['createStore callback', 'open']);
  });
});
