import { defineWidget, noOptions } from '../shared/contract.ts';
import { InstallmentMessage } from './InstallmentMessage.tsx';

export default defineWidget({
  name: 'installment-message',
  scope: 'product',
  strings: ['overlays'],
  parseOptions: noOptions,
  Component: InstallmentMessage,
});
