// Every test title in the repository's test files (vitest and e2e), for the generated pages that
// are built from what the tests cite: docs/spec-coverage.md (spec sections) and
// docs/accessibility.md (WCAG criteria).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFiles } from './source-files.ts';

const TEST_FILE = /\.(test\.tsx?|e2e\.ts)$/;
// A describe/it/test title, or an it.each(...)('title'): a call's first argument, a literal.
const TITLE = /(?:\b(?:describe|it|test)(?:\.\w+)?|\))\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

interface TestTitle {
  readonly file: string;
  readonly title: string;
}

/** The titles of the test files under `dirs`, files in path order, titles unescaped. */
export function testTitles(root: string, dirs: readonly string[]): TestTitle[] {
  const files = dirs
    .flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => TEST_FILE.test(file))
    .sort();
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(TITLE)].map((match) => ({
      file,
      title: (match[2] ?? '').replace(/\\(['"`])/g, '$1'),
    })),
  );
}
