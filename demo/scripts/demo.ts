// npm run demo: build everything, then serve dist/ and print the URL.
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const preferred = Number(process.env.PORT ?? 4173);
for (let port = preferred; port < preferred + 20; port++) {
  try {
    await startServer(join(root, 'dist'), port, process.env.HOST ?? '127.0.0.1');
    console.log(
      `\n  Storefront demo running at http://localhost:${port}/\n  (QA panel: bottom left of every page; Ctrl+C to stop)\n`,
    );
    break;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
}
