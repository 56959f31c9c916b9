// npm run test:e2e: runs every demo/e2e/*.e2e.ts with node's test runner, one file at a time
// (each starts its own Chromium; two cores do not fit more), once per build: React
// (storefront.js), then lite (storefront-lite.js served on the same pages). --build=react or
// --build=lite (or STOREFRONT_BUILD) runs one; other arguments filter the files by name.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFromEnv, type StorefrontBuild } from '../scripts/serve.ts';
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
const args = process.argv.slice(2);
const buildFlag = args.find((arg) => arg.startsWith('--build='))?.slice('--build='.length);
const builds: StorefrontBuild[] = buildFlag
  ? [buildFromEnv(buildFlag)]
  : process.env.STOREFRONT_BUILD
    ? [buildFromEnv()]
    : ['react', 'lite'];
const filters = args.filter((arg) => !arg.startsWith('--'));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .map((name) => join(here, name));
let failed = false;
for (const build of builds) {
  console.log(`\n::: e2e on the ${build} build`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    { stdio: 'inherit', cwd: root, env: { ...process.env, STOREFRONT_BUILD: build } },
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
