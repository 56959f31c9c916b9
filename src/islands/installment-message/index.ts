// Scope: product (lazy)
// Options: none; reads the context's `installments[productId]` (afterPayAvailable, afterPayMin,
// afterPayMax, shopperLanguage, stripeAccountCountry). 'or 4 interest-free payments of $12.50 with'
// + pill in range, 'available for orders over/up to …' out of range; US, CA (en/fr), AU, NZ, GB
// (Clearpay); follows the chosen variant. The pill or the info icon opens the provider's modal
// HTML, fetched from the context's `installmentModalUrl` (`{locale}`, `{language}`, `{country}`;
// default `{apiRoot}installments/modal/{locale}.html`, same origin, so a strict CSP's `connect-src
// 'self'` allows it and the mock platform serves it; a platform proxies the provider there) and
// sanitised with DOMPurify; a readable fallback when it fails
import { defineWidget, noOptions } from '../shared/contract.ts';
import { InstallmentMessage } from './InstallmentMessage.tsx';

export default defineWidget({
  name: 'installment-message',
  scope: 'product',
  strings: ['overlays'],
  parseOptions: noOptions,
  Component: InstallmentMessage,
});
