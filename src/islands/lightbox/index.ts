// Scope: page (lazy)
// Options: written by the server half (`renderGallery`): a gallery (grid, slideshow, slider,
// stacked) whose images open the lightbox: title, caption and alt, previous/next by buttons, arrow
// keys and swipe, Escape / close / outside click, `lightboxTheme` light or dark, autoplay 1-10 s;
// with `thumbnails` a strip of thumbnails under the image (`thumbnail-height` 80, 0-200;
// `thumbnails-per-row` 4, 1-10, side by side before the strip scrolls, each at most `max-width` 300
// px, 100-300; `padding` 20 px, 0-50, between them (the grid's gap too) and `margin` 20 px above
// the strip; each a button 'Show image n of m', the shown one `aria-current`), kept at the
// `active-alignment` (center, left, right), which also places a slideshow's or slider's slides
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
