// Builds, by mode:
//   production (default): the ES bundle storefront-main.js, its lazy chunks and storefront.css
//   loader: storefront.js, the tiny classic script site owners paste (imports storefront-main.js)
//   server: the server half (fragment renderers) into dist-server/, never shipped to shoppers
//   demo: the demo's mock-platform boot script (MSW worker + QA panels) into dist/demo/
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const shared = {
  plugins: [react()],
  define: {
    __STOREFRONT_VERSION__: JSON.stringify(version),
    // Library builds do not set this themselves; without it React's development build ships.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
} satisfies UserConfig;

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
        // Vite leaves lib-mode ES output unminified for downstream bundlers; this file is final.
        output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true },
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
      ssr: 'src/server/index.ts',
      target: 'node20',
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

export default defineConfig(({ mode }) => {
  const config = builds[mode];
  if (!config) throw new Error(`Unknown build mode "${mode}". Use one of: ${Object.keys(builds).join(', ')}`);
  return config;
});
