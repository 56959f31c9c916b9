// The project's TypeScript modules under one folder, for the checks in `npm run check` (layers,
// data keys, unused exports): every .ts/.tsx file but declarations and node_modules, as
// repository-relative paths with forward slashes. A folder that does not exist has none.
import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export function sourceFiles(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path.split(sep).join('/')] : [];
  });
}
