import { defineWidget, noOptions } from '../shared/contract.ts';
import { Quantity } from './Quantity.tsx';

export default defineWidget({
  name: 'quantity',
  scope: 'product',
  parseOptions: noOptions,
  Component: Quantity,
});
