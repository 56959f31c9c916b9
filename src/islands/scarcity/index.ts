// Scope: product
// Options: none. Lazy. The scarcity messages the context's `merchandising` turns on for the product
// ('Only {qtyInStock} left!' or the store's text, one per template view; README "Back in stock and scarcity"),
// following the chosen variant and live stock; nothing at zero or for unlimited stock
import { defineWidget, noOptions } from '../shared/contract.ts';
import { Scarcity } from './Scarcity.tsx';

export default defineWidget({
  name: 'scarcity',
  scope: 'product',
  strings: ['restock'],
  parseOptions: noOptions,
  Component: Scarcity,
});
