// The README's island table, from the manifest (which islands, in its order) and the comment that
// opens each island's definition, src/islands/<name>/index.ts: a `// Scope: ` line (its scope as
// shoppers' pages see it), then `// Options: ` and what a page writes and what it does, on as many
// `//` lines as it takes. The island is described where it is defined, with no file of its own;
// only the table's rows are generated, the README around it is prose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandNames } from '../src/islands/manifest.ts';

const HEADER = '| island | scope | options |\n| --- | --- | --- |\n';

/** The opening comment's text, its lines joined: "Scope: page Options: …". */
function openingComment(source: string): string {
  const lines: string[] = [];
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/ ?/, ''));
  }
  return lines.join(' ');
}

/** The island's scope and what it does, from its opening comment; throws naming the file that lacks them. */
function islandAbout(name: string, definition: string): { scope: string; does: string } {
  const about = /^Scope: (.+?) Options: (.+)$/.exec(openingComment(definition));
  if (!about)
    throw new Error(
      `src/islands/${name}/index.ts must open with "// Scope: …" and "// Options: …" lines (the README's island table)`,
    );
  return { scope: about[1] as string, does: about[2] as string };
}

/** The island's row; throws naming the file whose opening comment lacks its scope or options. */
export function islandRow(name: string, definition: string): string {
  const { scope, does } = islandAbout(name, definition);
  return `| \`${name}\` | ${scope} | ${does} |`;
}

/** What the island does, as its definition's opening comment says (docs/islands.md quotes it too). */
export const islandDoes = (root: string, name: string) =>
  islandAbout(name, readFileSync(join(root, 'src/islands', name, 'index.ts'), 'utf8')).does;

const row = (root: string, name: string) =>
  islandRow(name, readFileSync(join(root, 'src/islands', name, 'index.ts'), 'utf8'));

/** README.md with its island table's rows written from the manifest and the islands' definitions. */
export function readmeWithIslands(root: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(HEADER);
  if (start < 0) throw new Error('README.md has no island table (its header row changed?)');
  const rows = start + HEADER.length;
  const end = readme.indexOf('\n\n', rows);
  const table = islandNames()
    .map((name) => row(root, name))
    .join('\n');
  return `${readme.slice(0, rows)}${table}${readme.slice(end)}`;
}
