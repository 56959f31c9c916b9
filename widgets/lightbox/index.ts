import { defineWidget } from '../shared/contract.ts';
import { Gallery } from './Gallery.tsx';
import { parseGalleryData } from './gallery-data.ts';

export default defineWidget({
  name: 'lightbox',
  scope: 'page',
  strings: ['overlays'],
  parseOptions: parseGalleryData,
  Component: Gallery,
});
