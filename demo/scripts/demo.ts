// npm run demo: build everything, then serve dist/ and print the URL. npm run serve (--no-build)
// serves what the last build left, without rebuilding. Either way the owner's own pages in
// demo/my-pages/ are served at /my-pages/ straight from that folder, so a build never deletes them.
// STOREFRONT_BUILD=lite serves the lite build (storefront-lite.js) on the same pages.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFromEnv, OWNER_PAGES, startServer } from './serve.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
if (!existsSync(join(root, 'dist/storefront.js'))) {
  console.error('dist/ has no build yet: run `npm run build` (or `npm run demo`) first.');
  process.exit(1);
}

const preferred = Number(process.env.PORT ?? 4173);
for (let port = preferred; port < preferred + 20; port++) {
  try {
    const build = buildFromEnv();
    await startServer(join(root, 'dist'), port, process.env.HOST ?? '127.0.0.1', build, {
      [OWNER_PAGES.urlPrefix]: join(root, OWNER_PAGES.folder),
    });
    console.log(
      `\n  Storefront demo (${build} build; STOREFRONT_BUILD=lite for the lite one) running at http://localhost:${port}/\n  Your pages (${OWNER_PAGES.folder}/): http://localhost:${port}${OWNER_PAGES.urlPrefix}\n  (QA panel: bottom left of every page; Ctrl+C to stop)\n`,
    );
    break;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
}
