import { defineWidget } from '../shared/contract.ts';
import { parseQuickViewOptions } from './options.ts';
import { QuickView } from './QuickView.tsx';

export default defineWidget({
  name: 'quick-view',
  scope: 'product',
  strings: ['overlays', 'forms', 'restock'],
  parseOptions: parseQuickViewOptions,
  Component: QuickView,
});
