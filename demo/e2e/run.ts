// npm run test:e2e: runs every demo/e2e/*.e2e.ts with node's test runner, one file at a time
// per pass (each file starts its own Chromium), once per build: React (storefront.js) and lite
// (storefront-lite.js served on the same pages). parity.e2e.ts, which compares both builds page
// by page itself, is a pass of its own. The two builds' passes run side by side, each on its own
// server: they spend most of their time waiting on the mock platform's delays, so two fit on two
// cores and CI stays near its time limit. The parity pass runs after them, alone: it keeps six
// pages busy at once, and beside the other two it loaded the machine enough (load average 24)
// for the timing-bound cart chaos test to fail once. Each pass's report is printed whole when it
// ends. --serial runs every pass one after the other;
// --build=react or --build=lite (or STOREFRONT_BUILD) runs one build; other arguments filter the
// files by name.
import { spawn } from 'node:child_process';
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
const serial = args.includes('--serial');
const filters = args.filter((arg) => !arg.startsWith('--'));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .map((name) => join(here, name));
interface Pass {
  readonly label: string;
  readonly build: StorefrontBuild;
  readonly files: readonly string[];
  /** Runs after the side-by-side passes, on its own (too busy to share the machine). */
  readonly alone?: boolean;
}

const isParity = (file: string) => file.endsWith('parity.e2e.ts');
const passes: Pass[] = builds.map((build) => ({
  label: `the ${build} build`,
  build,
  files: files.filter((file) => !isParity(file)),
}));
// It serves both builds itself; it is skipped when only the lite build is asked for.
const parity = files.filter(isParity);
if (parity.length > 0 && builds.includes('react'))
  passes.push({ label: 'both builds (parity)', build: 'react', files: parity, alone: true });

/** Runs one pass; resolves with its exit code and, when `buffered`, its report. */
function runPass(pass: Pass, buffered: boolean): Promise<{ code: number; report: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...pass.files],
      {
        stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        cwd: root,
        env: { ...process.env, STOREFRONT_BUILD: pass.build },
      },
    );
    let report = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, report }));
  });
}

const started = Date.now();
const took = () => `${Math.round((Date.now() - started) / 1000)} s`;
let failed = false;
const running = passes.filter((pass) => pass.files.length > 0);
const report = (pass: Pass, code: number, text: string) => {
  console.log(`\n::: e2e on ${pass.label} (ended after ${took()})\n${text}`);
  if (code !== 0) failed = true;
};
if (serial || running.length === 1) {
  for (const pass of running) {
    console.log(`\n::: e2e on ${pass.label}`);
    if ((await runPass(pass, false)).code !== 0) failed = true;
  }
} else {
  const together = running.filter((pass) => !pass.alone);
  console.log(`::: e2e: ${together.map((pass) => pass.label).join(' and ')}, side by side`);
  await Promise.all(
    together.map(async (pass) => {
      const { code, report: text } = await runPass(pass, true);
      report(pass, code, text);
    }),
  );
  for (const pass of running.filter((candidate) => candidate.alone)) {
    console.log(`\n::: e2e on ${pass.label}, alone`);
    if ((await runPass(pass, false)).code !== 0) failed = true;
  }
}
console.log(`::: e2e took ${took()}`);
process.exit(failed ? 1 : 0);
