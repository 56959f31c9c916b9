/** Replaced at build time with package.json's version. */
declare const __STOREFRONT_VERSION__: string;
/** What the loader preloads: the core chunk and what it imports (see vite.config.ts initialChunks). */
declare const __STOREFRONT_PRELOAD__: readonly string[];
/**
 * The hashed core chunk the loader imports: chunks/core-<hash>.js, or lite/chunks/core-<hash>.js
 * for preact (read from the build's storefront-main.js, see vite.config.ts coreChunk).
 */
declare const __STOREFRONT_CORE__: string;
