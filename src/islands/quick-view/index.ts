// Scope: product (lazy)
// Options: `data-display="select"` (default) or `"radio"` for its pickers; JSON child `{ "images":
// [{ "src", "alt", "srcSet"?, "width"?, "height"? }] }` (default: the product's image). 'Quick
// View' opens a modal with the images, price, pickers, quantity and add-to-cart over the card's own
// product store (choices shared with the card and kept), `isQuickView: true` in the event;
// dispatches `storefront:quick-view` (analytics sends `POST /api/census/RecordQuickView/{id}`)
import { defineWidget } from '../shared/contract.ts';
import { parseQuickViewOptions } from './options.ts';
import { QuickView } from './QuickView.tsx';

export default defineWidget({
  name: 'quick-view',
  scope: 'product',
  strings: ['overlays', 'forms', 'restock', 'subscription'],
  parseOptions: parseQuickViewOptions,
  attributes: { display: true },
  Component: QuickView,
});
