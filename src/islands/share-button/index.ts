// Scope: product (lazy)
// Options: none. 'Share' hands the product's title and link to the device's share sheet (Web
// Share); without one, or when it fails, it copies the link and says 'Link copied' (announced, 4
// s); when the clipboard refuses too, the link waits selected in a labelled read-only field. A
// closed share sheet says nothing. No platform call
import { defineWidget, noOptions } from '../shared/contract.ts';
import { ShareButton } from './ShareButton.tsx';

/** The share button (Web Share, else the clipboard; no platform call): a lazy chunk, rendered by the server. */
export default defineWidget({
  name: 'share-button',
  scope: 'product',
  strings: ['share'],
  parseOptions: noOptions,
  Component: ShareButton,
});
