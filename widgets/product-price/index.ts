import { defineWidget, noOptions } from '../shared/contract.ts';
import { ProductPrice } from './ProductPrice.tsx';

export default defineWidget({
  name: 'product-price',
  scope: 'product',
  parseOptions: noOptions,
  Component: ProductPrice,
});
