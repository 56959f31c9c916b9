import { readGalleryData } from '../../src/contract/gallery-data.ts';
import { defineWidget, IslandOptionsError } from '../shared/contract.ts';
import { Gallery } from './Gallery.tsx';

export default defineWidget({
  name: 'lightbox',
  scope: 'page',
  strings: ['overlays'],
  parseOptions: ({ json }) => {
    const read = readGalleryData(json);
    if (!read.ok) throw new IslandOptionsError(read.problem);
    return read.data;
  },
  Component: Gallery,
});
