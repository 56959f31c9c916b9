import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { OWNER_PAGES, startServer } from './demo/scripts/serve.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './demo/e2e/harness.ts';
const root = '/work/wt-polish';
async function main() {
const server = await startServer(join(root, 'dist'), 0, undefined, { [OWNER_PAGES.urlPrefix]: join(root, OWNER_PAGES.folder) });
const port = (server.address() as any).port;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const paths = process.argv.slice(2);
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  for (const p of paths) {
    await page.goto(`http://127.0.0.1:${port}${p}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/polish-shots/${p.replace(/\W+/g, '_')}-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close(); server.close();
}
main();
