// What the server half hands the lightbox island in its JSON child: the gallery's resolved
// options and, per image, everything the page and the lightbox show. The server computes it with
// the template helpers (imageWrapper, resolveGalleryOptions) and the StyleCollector, so the
// browser renders exactly the server's HTML (same class names) without those helpers.
import type { GalleryDesign, GalleryMetaPosition } from '../../src/template/gallery.ts';
import { type IslandInput, IslandOptionsError } from '../shared/contract.ts';

export interface GalleryItem {
  readonly src: string;
  readonly srcSet: string;
  readonly alt: string;
  readonly title: string;
  /** Plain text (the image body without its markup). */
  readonly caption: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** Generated class for focal point and placeholder colour (no style=""). */
  readonly styleClass: string;
}

export interface GalleryData {
  readonly design: GalleryDesign;
  readonly metaPosition: GalleryMetaPosition;
  readonly lightbox: boolean;
  readonly lightboxTheme: 'light' | 'dark';
  readonly autoplay: boolean;
  /** Seconds between slides when autoplay is on (spec 9: 5, 1 to 10). */
  readonly autoplayDelay: number;
  readonly controls: boolean;
  readonly indicators: boolean;
  readonly squareThumbs: boolean;
  readonly showMeta: boolean;
  readonly showMetaOnHover: boolean;
  /** Generated class for columns, gaps and aspect ratio. */
  readonly styleClass: string;
  readonly label: string;
  readonly items: readonly GalleryItem[];
}

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'];

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

/** Checks the JSON the server wrote; a page edited by hand fails with the field named. */
export function parseGalleryData(raw: IslandInput<GalleryInput>): GalleryData {
  const json = raw.json as Partial<GalleryData> | undefined;
  if (!json || typeof json !== 'object') throw new IslandOptionsError('the gallery JSON child is missing');
  if (!DESIGNS.includes(String(json.design)))
    throw new IslandOptionsError(`design "${String(json.design)}" is unknown`);
  if (!Array.isArray(json.items)) throw new IslandOptionsError('items must be a list');
  json.items.forEach((item, index) => {
    if (typeof item?.src !== 'string' || item.src === '')
      throw new IslandOptionsError(`items[${index}].src must be a non-empty string`);
  });
  return json as GalleryData;
}
