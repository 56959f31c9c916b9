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
