// Builds, by mode:
//   production (default): the ES bundle storefront-main.js, its lazy chunks and storefront.css
//   loader: storefront.js, the tiny classic script site owners paste (imports storefront-main.js)
//   server: the server half (fragment renderers) into dist-server/, never shipped to shoppers
//   owner: the owner tools (restock console), storefront-owner.js + .css, never on shopper pages
//   demo: the demo's mock-platform boot script (MSW worker + QA panels) into dist/demo/
//   lite, lite-loader, owner-lite: the same three browser builds on preact/compat instead of
//   React (dist/lite/storefront-main.js + its own chunks, storefront-lite.js,
//   storefront-owner-lite.js). One source: only the module aliases below differ.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { strictBuildLogger } from './tools/strict-build-logger.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The lite builds resolve React's entry points to preact/compat (preact 10). The source imports
 * React only; nothing in it knows which runtime it runs on.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const shared = {
  plugins: [react()],
  // Any warning fails the build (tools/strict-build-logger.ts).
  customLogger: strictBuildLogger(),
  define: {
    __STOREFRONT_VERSION__: JSON.stringify(version),
    // Library builds do not set this themselves; without it React's development build ships.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
} satisfies UserConfig;

/**
 * The chunks storefront-main.js imports statically, transitively (paths relative to dist/), read
 * from the production build that runs before the loader's, each after what it imports (React and
 * the bundler's runtime before the core). The loader preloads them all at once, so the browser
 * fetches them in parallel instead of one after another, and evaluates them in this order, one
 * per task.
 */
function initialChunks(dist: string, main: string): string[] {
  const found = new Set<string>();
  const inOrder: string[] = [];
  const visit = (file: string) => {
    const path = join(dist, file);
    if (found.has(file) || !existsSync(path)) return;
    found.add(file);
    const code = readFileSync(path, 'utf8');
    for (const match of code.matchAll(/(?:import|export)\s*[\w*{}\s,$]*from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      if (match[1]) visit(normalize(join(dirname(file), match[1])));
    }
    inOrder.push(file);
  };
  visit(main);
  return inOrder.filter((file) => file !== main);
}

/**
 * The hashed core chunk (the ES entry, see the production build) that storefront-main.js
 * re-exports, read from the build. The loader imports it itself: one request fewer than going
 * through storefront-main.js, and the same URL the lazy chunks import, so one copy of every module.
 */
function coreChunk(dist: string): string {
  const main = readFileSync(join(dist, 'storefront-main.js'), 'utf8');
  const chunk = main.match(/from\s*["']\.\/(chunks\/core-[\w-]+\.js)["']/)?.[1];
  if (!chunk) throw new Error(`${dist}/storefront-main.js names no core chunk; build production first`);
  return chunk;
}

/**
 * storefront-main.js, the stable name of the ES entry for anyone importing it themselves: it
 * re-exports the hashed core chunk, so a cached copy can never point at chunks a deploy removed.
 */
function stableMainEntry(): Plugin {
  return {
    name: 'storefront-stable-main',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error('the production build has no entry chunk');
      this.emitFile({
        type: 'asset',
        fileName: 'storefront-main.js',
        source: `export { start, VERSION } from './${entry.fileName}';\n`,
      });
    },
  };
}

/**
 * Island chunks are named after their island (every island's entry file is index.ts), shared UI
 * loaded on its own (a shared folder's barrel, or its open-… module such as
 * src/islands/shared/custom-form/open-custom-form.ts: custom-form) after its folder, language
 * groups after their language and group (src/core/words/strings-fr/forms.ts: strings-fr-forms).
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const shared = chunk.facadeModuleId?.match(
    /islands[\\/]shared[\\/]([^\\/]+)[\\/](?:index|open-[\w-]+)\.tsx?$/,
  )?.[1];
  if (shared) return `chunks/${shared}-[hash].js`;
  const island = chunk.facadeModuleId?.match(/islands[\\/]([^\\/]+)[\\/]index\.tsx?$/)?.[1];
  if (island) return `chunks/island-${island}-[hash].js`;
  const strings = chunk.facadeModuleId?.match(/words[\\/]strings-([\w-]+)[\\/]([\w-]+)\.ts$/);
  return strings ? `chunks/strings-${strings[1]}-${strings[2]}-[hash].js` : 'chunks/[name]-[hash].js';
}

/** The owner entry's only chunks: its words per language (strings-fr/owner.ts: owner-strings-fr). */
function ownerChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const language = chunk.facadeModuleId?.match(/words[\\/]strings-([\w-]+)[\\/]owner\.ts$/)?.[1];
  return language ? `chunks/owner-strings-${language}-[hash].js` : 'chunks/owner-[name]-[hash].js';
}

/**
 * The view library and the bundler's runtime helpers: a chunk of their own, which the loader
 * evaluates in a task before the core's (issue 44: one 400 ms task at 4x CPU became two).
 */
const REACT_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|rolldown[\\/]runtime|src[\\/]browser[\\/]view-library\.ts$/;

const builds: Record<string, UserConfig> = {
  production: {
    ...shared,
    plugins: [...shared.plugins, stableMainEntry()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      lib: {
        entry: 'src/browser/main.ts',
        formats: ['es'],
        fileName: () => 'chunks/core-[hash].js',
        cssFileName: 'storefront',
      },
      rolldownOptions: {
        // The entry (core) also exports what lazy chunks import from it.
        preserveEntrySignatures: 'allow-extension',
        output: {
          chunkFileNames: chunkFileName,
          // Vite leaves lib-mode ES output unminified for downstream bundlers; this file is final.
          minify: true,
          // So are its tree-shaking hints (/* @__PURE__ */, 400 of them in core): no bundler reads
          // them after this. Licence comments stay.
          comments: { legal: true, annotation: false, jsdoc: false },
          // A handful of chunks, not one per shared module: a product page's first interaction
          // costs three requests on a slow network (issue 30), not thirty.
          // - core: the entry and everything it needs at once, the bundler's runtime helpers
          //   included (which it merges into the entry only when the entry may export more than
          //   it declares: preserveEntrySignatures above). Lazy chunks import it, and so does the
          //   loader, by its hashed name (coreChunk): one URL, so one copy of React.
          // - product: what a product page starts with: its interaction islands (pill, price,
          //   choices, quantity, wishlist, share button, installment line), the facts gate, live
          //   stock, the cart's tab sync and the HTTP client they share. Islands that often show
          //   nothing (restock form, scarcity) and the rest keep their own chunks.
          // - cart: what the first add needs on intent: the purchase path, the cart calls, the
          //   added popover and the overlay kit it stands on (quick view and the lightbox load it too).
          // - analytics: the visitor records and web-vitals, one chunk at idle after the start.
          // - kit-form: the form kit, the first time a form island needs it.
          // A group takes the modules it matches and what they import that no higher group has
          // taken, so the order of priorities decides where shared modules land.
          codeSplitting: {
            groups: [
              { name: 'react', tags: ['$initial'], test: REACT_MODULES, priority: 7 },
              { name: 'core', tags: ['$initial'], test: /./, priority: 6 },
              {
                name: 'product',
                test: /islands[\\/](cart-pill|product-price|variant-select|quantity|wishlist|share-button|installment-message)[\\/]|islands[\\/][^\\/]+[\\/]shows-nothing\.ts$|src[\\/]browser[\\/]facts-gate\.ts$|src[\\/]core[\\/]store[\\/](cart-sync|cart-last-known|page-live-stock)\.ts$|src[\\/]core[\\/]words[\\/](plural|strings-on-demand|strings-share)\.ts$|src[\\/]core[\\/]platform[\\/]http\.ts$/,
                priority: 5,
              },
              {
                name: 'cart',
                test: /src[\\/]core[\\/]store[\\/](purchase-path|cart-calls|cart-entry-send)\.ts$|islands[\\/]shared[\\/](added-popover|overlay)[\\/]|node_modules[\\/](@floating-ui|focus-trap|focus-trap-react|tabbable)[\\/]/,
                priority: 4,
              },
              // Scarcity's island, component and message formatter: quick view shows it too, and
              // left apart they arrive one after the other.
              { name: 'island-scarcity', test: /islands[\\/]scarcity[\\/]/, priority: 3 },
              {
                name: 'analytics',
                test: /src[\\/]core[\\/]analytics[\\/]|node_modules[\\/]web-vitals[\\/]/,
                priority: 3,
              },
              {
                name: 'kit-form',
                test: /islands[\\/]shared[\\/]form[\\/]|src[\\/]core[\\/]domain[\\/]forms[\\/]/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
  loader: {
    ...shared,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: 'src/browser/loader.ts',
        formats: ['iife'],
        name: 'StorefrontLoader',
        fileName: () => 'storefront.js',
      },
    },
  },
  server: {
    ...shared,
    build: {
      outDir: 'dist-server',
      emptyOutDir: true,
      // Two entries: index.js (storefront/server) and template.js (storefront/template).
      ssr: true,
      target: 'node20',
      rolldownOptions: {
        input: { index: 'src/server/index.ts', template: 'src/server/template.ts' },
        output: { entryFileNames: '[name].js' },
      },
    },
  },
  // The owner tools (restock console): their own entry and stylesheet, never on shopper pages.
  owner: {
    ...shared,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: 'src/owner/main.tsx',
        formats: ['es'],
        fileName: () => 'storefront-owner.js',
        cssFileName: 'storefront-owner',
      },
      // One chunk per language's console words (src/owner/words.ts), fetched only on such pages.
      rolldownOptions: { output: { minify: true, chunkFileNames: ownerChunkFileName } },
    },
  },
  demo: {
    ...shared,
    build: {
      outDir: 'dist/demo',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: 'demo/client/mock-boot.ts',
        formats: ['es'],
        fileName: () => 'mock-boot.js',
        cssFileName: 'demo',
      },
      rolldownOptions: { output: { minify: true } },
    },
  },
};

/** The same build on preact/compat: the aliases added, everything else as React's. */
function onPreact(config: UserConfig, build: UserConfig['build']): UserConfig {
  return { ...config, resolve: { alias: preactAliases }, build: { ...config.build, ...build } };
}

// Lite: its own entry, core and lazy chunks under dist/lite/ (the stylesheet is React's
// storefront.css, the same source, so the lite build's copy is not kept).
builds.lite = onPreact(builds.production as UserConfig, {
  outDir: 'dist/lite',
  emptyOutDir: true,
});
builds['lite-loader'] = onPreact(builds.loader as UserConfig, {
  lib: {
    entry: 'src/browser/loader.ts',
    formats: ['iife'],
    name: 'StorefrontLoader',
    fileName: () => 'storefront-lite.js',
  },
});
builds['owner-lite'] = onPreact(builds.owner as UserConfig, {
  lib: {
    entry: 'src/owner/main.tsx',
    formats: ['es'],
    fileName: () => 'storefront-owner-lite.js',
    cssFileName: 'storefront-owner-lite',
  },
});

/** Where each loader's ES build is, under dist/ (read only when that loader is built). */
const LOADER_OF: Record<string, string> = { loader: '', 'lite-loader': 'lite/' };

/** The loader's constants: the core chunk it imports and what to preload, from its ES build. */
function loaderDefines(prefix: string): Record<string, string> {
  const dist = join('dist', prefix);
  return {
    __STOREFRONT_CORE__: JSON.stringify(prefix + coreChunk(dist)),
    __STOREFRONT_PRELOAD__: JSON.stringify(
      initialChunks(dist, 'storefront-main.js').map((chunk) => prefix + chunk),
    ),
  };
}

export default defineConfig(({ mode }) => {
  const config = builds[mode];
  if (!config) throw new Error(`Unknown build mode "${mode}". Use one of: ${Object.keys(builds).join(', ')}`);
  const prefix = LOADER_OF[mode];
  const built =
    prefix === undefined ? config : { ...config, define: { ...config.define, ...loaderDefines(prefix) } };
  // Every warning fails the build, but the bundler's timing warning (a plugin took a large share
  // of the build time) says how loaded the machine was, not what is wrong with the code.
  const rolldownOptions = { ...built.build?.rolldownOptions, checks: { bundlerTimings: false } };
  return { ...built, build: { ...built.build, rolldownOptions } };
});
