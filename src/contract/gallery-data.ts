// The lightbox island's data format: what the server half writes in its JSON child (the
// gallery's resolved options and, per image, everything the page and the lightbox show) and the
// browser reads. The server computes it with the template helpers (imageWrapper,
// resolveGalleryOptions) and the StyleCollector, so the browser renders exactly the server's HTML
// (same class names) without those helpers. A contract between the halves, hence src/contract.
import { safeMediaUrl, safeSrcSet } from '../domain/safe-url.ts';
import type { GalleryActiveAlignment, GalleryDesign, GalleryMetaPosition } from '../template/gallery.ts';

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
  /** Spec 9's image priority (high, low, none); absent is none. */
  readonly priority?: 'high' | 'low' | 'none' | undefined;
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
  /** A strip of thumbnails under the lightbox's image (the gallery's `thumbnails` option). */
  readonly thumbnails: boolean;
  /** Height of a strip thumbnail in px (spec 9: 80, 0 to 200; 0 shows no strip). */
  readonly thumbnailHeight: number;
  /** Where the active slide and the active thumbnail sit in their row (spec 4: center, left, right). */
  readonly activeAlignment: GalleryActiveAlignment;
  /** Generated class for columns, gaps and aspect ratio. */
  readonly styleClass: string;
  readonly label: string;
  readonly items: readonly GalleryItem[];
}

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'];
const ALIGNMENTS: readonly GalleryActiveAlignment[] = ['center', 'left', 'right'];
/** Spec 9's thumbnail strip height, for JSON written before the strip existed. */
const DEFAULT_THUMBNAIL_HEIGHT = 80;

type GalleryRead =
  | { readonly ok: true; readonly data: GalleryData }
  | { readonly ok: false; readonly problem: string };

/** Checks the JSON the server wrote; a page edited by hand is refused with the field named. */
export function readGalleryData(json: unknown): GalleryRead {
  const data = json as Partial<GalleryData> | undefined;
  if (!data || typeof data !== 'object') return { ok: false, problem: 'the gallery JSON child is missing' };
  if (!DESIGNS.includes(String(data.design)))
    return { ok: false, problem: `design "${String(data.design)}" is unknown` };
  if (!Array.isArray(data.items)) return { ok: false, problem: 'items must be a list' };
  const bad = data.items.findIndex((item) => typeof item?.src !== 'string' || item.src === '');
  if (bad !== -1) return { ok: false, problem: `items[${bad}].src must be a non-empty string` };
  const unsafe = data.items.findIndex(
    (item) =>
      safeMediaUrl(item.src) === undefined || (typeof item.srcSet === 'string' && !safeSrcSet(item.srcSet)),
  );
  if (unsafe !== -1)
    return { ok: false, problem: `items[${unsafe}] may not load a javascript: or other non-http(s) address` };
  // Written by an older server half: no strip, centred, as before.
  const height = Number(data.thumbnailHeight);
  return {
    ok: true,
    data: {
      ...(data as GalleryData),
      thumbnails: data.thumbnails === true,
      thumbnailHeight: Number.isFinite(height) && height >= 0 ? height : DEFAULT_THUMBNAIL_HEIGHT,
      activeAlignment: ALIGNMENTS.includes(data.activeAlignment as GalleryActiveAlignment)
        ? (data.activeAlignment as GalleryActiveAlignment)
        : 'center',
    },
  };
}
