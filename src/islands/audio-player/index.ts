import { defineWidget } from '../shared/contract.ts';
import { AudioPlayer, parseAudioPlayerOptions } from './AudioPlayer.tsx';

export default defineWidget({
  name: 'audio-player',
  scope: 'page',
  strings: ['overlays'],
  parseOptions: parseAudioPlayerOptions,
  Component: AudioPlayer,
});
