// Scope: page (lazy)
// Options: `data-src` (the product's `audioAssetUrl`), `data-title`; a play button that becomes a
// native `<audio controls>` only when pressed (`renderAudioPlayer`)
import { defineWidget } from '../shared/contract.ts';
import { AudioPlayer, parseAudioPlayerOptions } from './AudioPlayer.tsx';

export default defineWidget({
  name: 'audio-player',
  scope: 'page',
  strings: ['overlays'],
  parseOptions: parseAudioPlayerOptions,
  attributes: { src: true, title: true },
  Component: AudioPlayer,
});
