// The ES entry that storefront.js (the classic-script loader) imports.
export { start, VERSION } from './start.ts';
