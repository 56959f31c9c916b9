/** Replaced at build time with package.json's version. */
declare const __STOREFRONT_VERSION__: string;
