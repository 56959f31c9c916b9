/** Replaced at build time with package.json's version. */
declare const __STOREFRONT_VERSION__: string;
/** The loader's list of chunks storefront-main.js imports (see vite.config.ts initialChunks). */
declare const __STOREFRONT_PRELOAD__: readonly string[];
/** The ES entry the loader imports: storefront-main.js (React) or lite/storefront-main.js (preact). */
declare const __STOREFRONT_MAIN__: string;
