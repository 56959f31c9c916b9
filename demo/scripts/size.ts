// npm run size: min, gzip and brotli bytes of every built file, and the total a product page
// downloads: the loader, the core chunk it imports and what that imports statically, and the stylesheet, for
// each build (React: storefront.js, lite: storefront-lite.js). Lazy chunks are listed on their
// own. Fails when either build's product page JS passes its budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The default build (React 19): storefront.js and what it loads at once. Issue 19's target, 95 KB
 * (down from 100, then 97 and 96): met once the template helpers' words (relative times, comment
 * counts, social links: 0.4 KB gzip that only the server renders) became a string group of their
 * own that no browser bundle carries. Raised back to 96 KB by issue 44 (+0.75 KB: the loader paints
 * a returning shopper's pill and marks early presses busy, resolves its chunks base-safely, and the
 * pill keeps its words for the next page), and to 97 KB in its second stop (+0.26 KB: React in a chunk
 * of its own so its evaluation is a task apart from the core's, one long task fewer for every
 * shopper; issue 49's misspelt-name warnings and Hebrew conjunction). Issue 45 (features cut by
 * chunk, 90 KB) is where it comes down.
 */
const PRODUCT_PAGE_JS_BUDGET_GZIP = 97 * 1024;
/** The lite build (preact/compat): storefront-lite.js and what it loads at once. */
const LITE_PRODUCT_PAGE_JS_BUDGET_GZIP = 40 * 1024;

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
const ownerNames = ['storefront-owner.js', 'storefront-owner.css', 'storefront-owner-lite.js'];
const ownerFiles = ownerNames.map((name) => join(dist, name));

/** Prints one build's product page figures; true when within its budget. */
function report(label: string, loader: string, main: string, budget: number): boolean {
  // The loader imports the hashed core chunk storefront-main.js re-exports, not main itself.
  const entry = join(dist, main);
  const initialJs = [join(dist, loader), ...[...staticGraph(entry)].filter((file) => file !== entry)];
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
  console.log(`\n${label} (${loader})`);
  console.log(row('product page initial JS', js));
  console.log(row('product page CSS', css));
  console.log(row('product page total (JS + CSS)', sum([js, css])));
  console.log(row(`lazy chunks, only when used (${lazy.length})`, sum(lazy.map(sizes))));
  // Each lazy island: its own chunk, and what it pulls in beyond the initial JS the first time a
  // page has it (kits and libraries it shares with other islands are counted here too).
  const islands = lazy.filter((file) => /[\\/]island-[^\\/]+\.js$/.test(file)).sort();
  if (islands.length > 0) {
    console.log(`\n${'lazy island'.padEnd(44)}${'own gzip'.padStart(10)}${'+ needs'.padStart(10)}`);
    for (const file of islands) {
      const name = relative(dist, file)
        .replace(/^(lite\/)?chunks\/island-/, '')
        .replace(/-[\w-]{8}\.js$/, '');
      const own = sizes(file);
      const needs = sum(
        [...staticGraph(file)].filter((dep) => dep !== file && !initialJs.includes(dep)).map(sizes),
      );
      console.log(`${name.padEnd(44)}${kb(own.gzip)}${kb(own.gzip + needs.gzip)}`);
    }
  }
  // The owner tools are their own entries: shopper pages never load them (checked here too).
  const ownerOnShopperPages = ownerFiles.some((file) => initialJs.includes(file) || lazySet.has(file));
  if (ownerOnShopperPages) console.log('owner console is reachable from the shopper bundle: OVER');
  const ok = js.gzip <= budget && !ownerOnShopperPages;
  console.log(
    `budget: ${label} product page JS ${kb(js.gzip).trim()} gzip of ${kb(budget).trim()} (${js.gzip} of ${budget} bytes): ${ok ? 'within' : 'OVER'}`,
  );
  return ok;
}

console.log(`${'file'.padEnd(44)}${'min'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
for (const file of shipped.sort()) console.log(row(relative(dist, file), sizes(file)));

const results = [
  report('React', 'storefront.js', 'storefront-main.js', PRODUCT_PAGE_JS_BUDGET_GZIP),
  report('lite', 'storefront-lite.js', 'lite/storefront-main.js', LITE_PRODUCT_PAGE_JS_BUDGET_GZIP),
];
console.log('');
for (const name of ownerNames.filter((name) => existsSync(join(dist, name)))) {
  console.log(row(`${name} (owner pages only)`, sizes(join(dist, name))));
}
if (results.includes(false)) process.exit(1);
