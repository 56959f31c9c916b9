import { readGalleryData } from '../../core/contract/gallery-data.ts';
import type { GalleryDesign } from '../../core/template/gallery.ts';
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { Gallery } from './Gallery.tsx';

/** The gallery block as the server writes it (design, items and its display settings). */
type GalleryInput = {
  readonly json: {
    readonly design: GalleryDesign;
    readonly items: readonly {
      readonly src: string;
      readonly alt?: string;
      readonly title?: string;
      readonly caption?: string;
    }[];
    readonly [setting: string]: unknown;
  };
};

export default defineWidget({
  name: 'lightbox',
  scope: 'page',
  strings: ['overlays'],
  parseOptions: ({ json }: IslandInput<GalleryInput>) => {
    const read = readGalleryData(json);
    if (!read.ok) throw new IslandOptionsError(read.problem);
    return read.data;
  },
  Component: Gallery,
});
