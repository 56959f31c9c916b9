// The README's island table, from the manifest (which islands, in its order) and each island's
// src/islands/<name>/about.md (first line: its scope as shoppers' pages see it; then what a page
// writes and what it does). Only the table's rows are generated; the README around it is prose.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandNames } from '../src/islands/manifest.ts';

const HEADER = '| island | scope | options |\n| --- | --- | --- |\n';

function row(root: string, name: string): string {
  const file = join(root, 'src/islands', name, 'about.md');
  if (!existsSync(file))
    throw new Error(`src/islands/${name}/about.md is missing (the README's island table)`);
  const [scope = '', ...about] = readFileSync(file, 'utf8').trim().split('\n');
  return `| \`${name}\` | ${scope} | ${about.join(' ')} |`;
}

/** README.md with its island table's rows written from the manifest and the islands' about.md. */
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
