// npm run test:e2e: runs every demo/e2e/*.e2e.ts with node's test runner, one file at a time
// (each starts its own Chromium; two cores do not fit more).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './harness.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
if (!existsSync(join(root, 'dist/storefront.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) => process.argv.length <= 2 || process.argv.slice(2).some((filter) => name.includes(filter)))
  .map((name) => join(here, name));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { stdio: 'inherit', cwd: root },
);
process.exit(result.status ?? 1);
