import { defineWidget, noOptions } from '../shared/contract.ts';
import { CartPill } from './CartPill.tsx';

export default defineWidget({
  name: 'cart-pill',
  scope: 'page',
  eager: true,
  parseOptions: noOptions,
  Component: CartPill,
});
