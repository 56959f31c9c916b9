// Scope: product
// Options: none. Lazy. The scarcity messages (above), following the chosen variant and live stock
import { defineWidget, noOptions } from '../shared/contract.ts';
import { Scarcity } from './Scarcity.tsx';

export default defineWidget({
  name: 'scarcity',
  scope: 'product',
  strings: ['restock'],
  parseOptions: noOptions,
  Component: Scarcity,
});
