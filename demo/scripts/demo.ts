// npm run demo: build everything, then serve dist/ and print the URL. STOREFRONT_BUILD=lite
// serves the lite build (storefront-lite.js) on the same pages.
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFromEnv, startServer } from './serve.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const preferred = Number(process.env.PORT ?? 4173);
for (let port = preferred; port < preferred + 20; port++) {
  try {
    const build = buildFromEnv();
    await startServer(join(root, 'dist'), port, process.env.HOST ?? '127.0.0.1', build);
    console.log(
      `\n  Storefront demo (${build} build; STOREFRONT_BUILD=lite for the lite one) running at http://localhost:${port}/\n  (QA panel: bottom left of every page; Ctrl+C to stop)\n`,
    );
    break;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
}
