// Scope: product
// Options: none. Shown only where the spec allows a quantity (physical, or services when the store
// allows; never subscriptions; only with more than one in stock)
import { defineWidget, noOptions } from '../shared/contract.ts';
import { Quantity } from './Quantity.tsx';

export default defineWidget({
  name: 'quantity',
  scope: 'product',
  parseOptions: noOptions,
  Component: Quantity,
});
