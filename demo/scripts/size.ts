// npm run size: min, gzip and brotli bytes of every built file, and the total a product page
// downloads: the loader, the ES entry and what it imports statically, and the stylesheet.
// Lazy chunks are listed on their own. Fails when the product page's JS passes the budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRODUCT_PAGE_JS_BUDGET_GZIP = 100 * 1024;

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');

interface Sizes {
  min: number;
  gzip: number;
  brotli: number;
}

function sizes(file: string): Sizes {
  const bytes = readFileSync(file);
  return {
    min: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Files that `file` imports statically (import ... from "./x.js"), transitively. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    if (match[1]) staticGraph(join(dirname(file), match[1]), seen);
  }
  return seen;
}

function dynamicImports(files: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g,
    )) {
      if (match[1]) for (const dep of staticGraph(join(dirname(file), match[1]))) found.add(dep);
    }
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
const row = (name: string, s: Sizes) => `${name.padEnd(44)}${kb(s.min)}${kb(s.gzip)}${kb(s.brotli)}`;
const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    min: 0,
    gzip: 0,
    brotli: 0,
  });

const shipped = walk(dist).filter(
  (file) =>
    /\.(js|css)$/.test(file) &&
    !relative(dist, file).startsWith('demo/') &&
    !file.endsWith('mockServiceWorker.js'),
);
console.log(`${'file'.padEnd(44)}${'min'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
for (const file of shipped.sort()) console.log(row(relative(dist, file), sizes(file)));

const initialJs = [join(dist, 'storefront.js'), ...staticGraph(join(dist, 'storefront-main.js'))];
const initialCss = [join(dist, 'storefront.css')];
// Lazy chunks can load lazy chunks of their own (analytics loads web-vitals): follow them all.
const lazySet = new Set<string>();
for (let frontier = dynamicImports(initialJs); frontier.size > 0; ) {
  const fresh = [...frontier].filter((file) => !initialJs.includes(file) && !lazySet.has(file));
  for (const file of fresh) lazySet.add(file);
  frontier = dynamicImports(fresh);
}
const lazy = [...lazySet];
const js = sum(initialJs.map(sizes));
const css = sum(initialCss.map(sizes));
const lazySizes = sum(lazy.map(sizes));
console.log('');
console.log(row('product page initial JS', js));
console.log(row('product page CSS', css));
console.log(row('product page total (JS + CSS)', sum([js, css])));
console.log(row(`lazy chunks, only when used (${lazy.length})`, lazySizes));
// Each lazy island: its own chunk, and what it pulls in beyond the initial JS the first time a
// page has it (kits and libraries it shares with other islands are counted here too).
const islands = lazy.filter((file) => /[\\/]island-[^\\/]+\.js$/.test(file)).sort();
if (islands.length > 0) {
  console.log(`\n${'lazy island'.padEnd(44)}${'own gzip'.padStart(10)}${'+ needs'.padStart(10)}`);
  for (const file of islands) {
    const name = relative(dist, file)
      .replace(/^chunks\/island-/, '')
      .replace(/-[\w-]{8}\.js$/, '');
    const own = sizes(file);
    const needs = sum(
      [...staticGraph(file)].filter((dep) => dep !== file && !initialJs.includes(dep)).map(sizes),
    );
    console.log(`${name.padEnd(44)}${kb(own.gzip)}${kb(own.gzip + needs.gzip)}`);
  }
}
// The owner tools are their own entry: shopper pages never load them (checked here too).
const ownerFiles = ['storefront-owner.js', 'storefront-owner.css'].map((name) => join(dist, name));
const ownerOnShopperPages = ownerFiles.some((file) => initialJs.includes(file) || lazySet.has(file));
if (ownerFiles.every((file) => existsSync(file))) {
  console.log('');
  console.log(row('owner console JS (owner pages only)', sizes(ownerFiles[0] as string)));
  console.log(row('owner console CSS (owner pages only)', sizes(ownerFiles[1] as string)));
  if (ownerOnShopperPages) console.log('owner console is reachable from the shopper bundle: OVER');
}
const ok = js.gzip <= PRODUCT_PAGE_JS_BUDGET_GZIP && !ownerOnShopperPages;
console.log(
  `\nbudget: product page JS ${kb(js.gzip).trim()} gzip of ${kb(PRODUCT_PAGE_JS_BUDGET_GZIP).trim()}: ${ok ? 'within' : 'OVER'}`,
);
if (!ok) process.exit(1);
