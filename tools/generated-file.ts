// A generated file is either written (`npm run docs`) or, with --check (`npm run check`), compared
// with what its source now gives: one place for both, so every generator says "out of date" alike.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes `path` (relative to `root`) when it differs from `wanted`, or with `check` reports it; true when it was current. */
export function syncGeneratedFile(root: string, path: string, wanted: string, check: boolean): boolean {
  const file = join(root, path);
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (current === wanted) return true;
  if (check) {
    console.error(`${path} is out of date with the source: run \`npm run docs\` and commit the result.`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, wanted);
    console.log(`wrote ${path}`);
  }
  return false;
}
