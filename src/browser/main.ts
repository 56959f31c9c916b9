// The ES entry that storefront.js (the classic-script loader) imports.
import './view-library.ts';

export { start, VERSION } from './start.ts';
