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
import { defineConfig, type UserConfig } from 'vite';
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
 * from the production build that runs before the loader's. The loader preloads them all at once,
 * so the browser fetches main, core and the runtime in parallel instead of one after another.
 */
function initialChunks(dist: string, main: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const path = join(dist, file);
    if (found.has(file) || !existsSync(path)) return;
    found.add(file);
    const code = readFileSync(path, 'utf8');
    for (const match of code.matchAll(/(?:import|export)\s*[\w*{}\s,$]*from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      if (match[1]) visit(normalize(join(dirname(file), match[1])));
    }
  };
  visit(main);
  found.delete(main);
  return [...found];
}

/**
 * Island chunks are named after their island (every island's entry file is index.ts), shared UI
 * loaded on its own (widgets/shared/custom-form/index.ts) after its folder, language
 * groups after their language and group (src/domain/strings-fr/forms.ts: strings-fr-forms).
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const shared = chunk.facadeModuleId?.match(/widgets[\\/]shared[\\/]([^\\/]+)[\\/]index\.tsx?$/)?.[1];
  if (shared) return `chunks/${shared}-[hash].js`;
  const island = chunk.facadeModuleId?.match(/widgets[\\/]([^\\/]+)[\\/]index\.tsx?$/)?.[1];
  if (island) return `chunks/island-${island}-[hash].js`;
  const strings = chunk.facadeModuleId?.match(/domain[\\/]strings-([\w-]+)[\\/]([\w-]+)\.ts$/);
  return strings ? `chunks/strings-${strings[1]}-${strings[2]}-[hash].js` : 'chunks/[name]-[hash].js';
}

/** The owner entry's only chunks: its words per language (strings-fr/owner.ts: owner-strings-fr). */
function ownerChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const language = chunk.facadeModuleId?.match(/domain[\\/]strings-([\w-]+)[\\/]owner\.ts$/)?.[1];
  return language ? `chunks/owner-strings-${language}-[hash].js` : 'chunks/owner-[name]-[hash].js';
}

const builds: Record<string, UserConfig> = {
  production: {
    ...shared,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      lib: {
        entry: 'src/boot/main.ts',
        formats: ['es'],
        fileName: () => 'storefront-main.js',
        cssFileName: 'storefront',
      },
      rolldownOptions: {
        output: {
          chunkFileNames: chunkFileName,
          // Vite leaves lib-mode ES output unminified for downstream bundlers; this file is final.
          minify: true,
          // So are its tree-shaking hints (/* @__PURE__ */, 400 of them in core): no bundler reads
          // them after this. Licence comments stay.
          comments: { legal: true, annotation: false, jsdoc: false },
          // A handful of chunks, not one per shared module. Everything the entry needs at once is
          // one hashed 'core' chunk: lazy chunks import it, never storefront-main.js itself (the
          // loader imports that with ?v=, and a second URL would run a second copy of React).
          // The overlay and form kits each load as one chunk the first time an island needs them.
          codeSplitting: {
            groups: [
              { name: 'core', tags: ['$initial'], test: /./, priority: 4 },
              // The bundler's own runtime helpers too, so core needs no further round trip.
              { name: 'core', test: /rolldown[\\/]runtime/, priority: 3 },
              {
                name: 'kit-overlay',
                test: /widgets[\\/]shared[\\/]overlay[\\/]|node_modules[\\/](@floating-ui|focus-trap|focus-trap-react|tabbable)[\\/]/,
                priority: 2,
              },
              // The facts gate and the lazy islands' "shows nothing" rules: one small chunk.
              {
                name: 'island-facts',
                test: /widgets[\\/][^\\/]+[\\/]shows-nothing\.ts$|boot[\\/]facts-gate\.ts$/,
                priority: 2,
              },
              {
                name: 'kit-form',
                test: /widgets[\\/]shared[\\/]form[\\/]|src[\\/]domain[\\/]forms[\\/]/,
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
    define: {
      ...shared.define,
      __STOREFRONT_MAIN__: JSON.stringify('storefront-main.js'),
      __STOREFRONT_PRELOAD__: JSON.stringify(initialChunks('dist', 'storefront-main.js')),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: 'src/boot/loader.ts',
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
builds['lite-loader'] = onPreact(
  {
    ...builds.loader,
    define: {
      ...shared.define,
      __STOREFRONT_MAIN__: JSON.stringify('lite/storefront-main.js'),
      __STOREFRONT_PRELOAD__: JSON.stringify(
        initialChunks('dist/lite', 'storefront-main.js').map((chunk) => `lite/${chunk}`),
      ),
    },
  },
  {
    lib: {
      entry: 'src/boot/loader.ts',
      formats: ['iife'],
      name: 'StorefrontLoader',
      fileName: () => 'storefront-lite.js',
    },
  },
);
builds['owner-lite'] = onPreact(builds.owner as UserConfig, {
  lib: {
    entry: 'src/owner/main.tsx',
    formats: ['es'],
    fileName: () => 'storefront-owner-lite.js',
    cssFileName: 'storefront-owner-lite',
  },
});

export default defineConfig(({ mode }) => {
  const config = builds[mode];
  if (!config) throw new Error(`Unknown build mode "${mode}". Use one of: ${Object.keys(builds).join(', ')}`);
  return config;
});
