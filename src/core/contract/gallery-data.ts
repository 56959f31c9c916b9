// The lightbox island's data format: what the server half writes in its JSON child (the
// gallery's resolved options and, per image, everything the page and the lightbox show) and the
// browser reads. The server computes it with the template helpers (imageWrapper,
// resolveGalleryOptions) and the StyleCollector, so the browser renders exactly the server's HTML
// (same class names) without those helpers. A contract between the halves, hence src/core/contract.
import { safeMediaUrl, safeSrcSet } from '../domain/safe-url.ts';
import {
  GALLERY_NUMERIC_OPTIONS,
  type GalleryActiveAlignment,
  type GalleryDesign,
  type GalleryMetaPosition,
  type NumericOption,
} from '../template/gallery.ts';

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
  /** Thumbnails the strip shows side by side before it scrolls (spec 9: 4, 1 to 10). */
  readonly thumbnailsPerRow: number;
  /** Widest a strip thumbnail may grow, in px (spec 9: 300, 100 to 300). */
  readonly thumbnailMaxWidth: number;
  /** Space between the image and the strip, in px (spec 9's margin: 20, no range given). */
  readonly thumbnailMargin: number;
  /** Space between strip thumbnails, in px (spec 9's padding: 20, 0 to 50; the grid's gap too). */
  readonly thumbnailPadding: number;
  /** Where the active slide and the active thumbnail sit in their row (spec 4: center, left, right). */
  readonly activeAlignment: GalleryActiveAlignment;
  /** Generated class for columns, gaps and aspect ratio. */
  readonly styleClass: string;
  readonly label: string;
  readonly items: readonly GalleryItem[];
}

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'];
const ALIGNMENTS: readonly GalleryActiveAlignment[] = ['center', 'left', 'right'];
/** Spec 9's strip sizes, for JSON written before the strip had them or edited by hand. */
const STRIP = {
  thumbnailHeight: GALLERY_NUMERIC_OPTIONS.thumbnailHeight,
  thumbnailsPerRow: GALLERY_NUMERIC_OPTIONS.thumbnailsPerRow,
  thumbnailMaxWidth: GALLERY_NUMERIC_OPTIONS.maxWidth,
  thumbnailMargin: GALLERY_NUMERIC_OPTIONS.margin,
  thumbnailPadding: GALLERY_NUMERIC_OPTIONS.padding,
} as const;

/** A strip size from the JSON, brought into spec 9's range; its default when not a number. */
function stripSize(data: Partial<GalleryData>, name: keyof typeof STRIP): number {
  const { default: fallback, min = -Infinity, max = Infinity }: NumericOption = STRIP[name];
  const value = data[name] === undefined ? Number.NaN : Number(data[name]);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

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
  return {
    ok: true,
    data: {
      ...(data as GalleryData),
      thumbnails: data.thumbnails === true,
      thumbnailHeight: stripSize(data, 'thumbnailHeight'),
      thumbnailsPerRow: stripSize(data, 'thumbnailsPerRow'),
      thumbnailMaxWidth: stripSize(data, 'thumbnailMaxWidth'),
      thumbnailMargin: stripSize(data, 'thumbnailMargin'),
      thumbnailPadding: stripSize(data, 'thumbnailPadding'),
      activeAlignment: ALIGNMENTS.includes(data.activeAlignment as GalleryActiveAlignment)
        ? (data.activeAlignment as GalleryActiveAlignment)
        : 'center',
    },
  };
}
