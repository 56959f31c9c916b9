// The embedding contract as one leaf module (docs/decisions.md "The embedding contract is one leaf module"): attribute
// names, reading JSON scripts, and building a product from a product item. It imports only
// src/core/domain, so the browser entry, the server half and tests can all use it.
export * from './attributes.ts';
export * from './json-script.ts';
export * from './product-item.ts';
