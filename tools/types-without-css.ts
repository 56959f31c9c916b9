// npm run types, last step: TypeScript keeps an island's side-effect stylesheet imports
// (`import './button.css';`) in its emitted .d.ts. They mean nothing to a type checker, and a
// builder's TypeScript 6 (noUncheckedSideEffectImports) refuses them, so they are dropped from
// dist-types/. `npm run check:package` compiles a builder's imports against the result.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CSS_IMPORT = /^import\s+['"][^'"]+\.css['"];?\r?\n/gm;

function declarations(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? declarations(path) : path.endsWith('.d.ts') ? [path] : [];
  });
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist-types');
let stripped = 0;
for (const file of declarations(root)) {
  const text = readFileSync(file, 'utf8');
  const without = text.replace(CSS_IMPORT, '');
  if (without !== text) {
    writeFileSync(file, without);
    stripped++;
  }
}
console.log(`types: stylesheet imports dropped from ${stripped} declaration file(s)`);
