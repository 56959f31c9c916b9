// Gallery option vocabularies and numeric defaults with their ranges (spec 3, 4 and 9).
import { type ErrorCollector, reportTo } from './errors.ts';

export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;
export const PROMOTED_BLOCK_TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
] as const;

export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
export type GalleryMetaPosition = (typeof GALLERY_META_POSITIONS)[number];
export type GalleryActiveAlignment = (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
export type PromotedBlockType = (typeof PROMOTED_BLOCK_TYPES)[number];

export interface NumericOption {
  readonly default: number;
  /** Inclusive bounds; an option without them only needs to be a finite number. */
  readonly min?: number;
  readonly max?: number;
}

/** Numeric gallery settings: autoplay delay in seconds, sizes in pixels. */
export const GALLERY_NUMERIC_OPTIONS = {
  autoplayDelay: { default: 5, min: 1, max: 10 },
  thumbnailHeight: { default: 80, min: 0, max: 200 },
  margin: { default: 20 },
  padding: { default: 20, min: 0, max: 50 },
  thumbnailsPerRow: { default: 4, min: 1, max: 10 },
  maxWidth: { default: 300, min: 100, max: 300 },
} as const satisfies Record<string, NumericOption>;

export type GalleryNumericOption = keyof typeof GALLERY_NUMERIC_OPTIONS;

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * The option's value brought into its range; the default (reported) when the value is missing
 * or not a number. Values outside the range are clamped and reported.
 */
export function clampGalleryOption(
  name: GalleryNumericOption,
  value: unknown,
  collector?: ErrorCollector,
): number {
  const option: NumericOption = GALLERY_NUMERIC_OPTIONS[name];
  const number = toNumber(value);
  if (!Number.isFinite(number)) {
    if (value !== undefined && value !== null)
      reportTo(collector, 'bad-input', `${name}: not a number: ${String(value)}`);
    return option.default;
  }
  const clamped = Math.min(
    option.max ?? Number.POSITIVE_INFINITY,
    Math.max(option.min ?? Number.NEGATIVE_INFINITY, number),
  );
  if (clamped !== number)
    reportTo(collector, 'bad-input', `${name}: ${number} is outside ${option.min}..${option.max}`);
  return clamped;
}

/** `value` when it is one of `vocabulary`; otherwise `fallback` (reported unless missing). */
export function pickFromVocabulary<T extends string>(
  vocabulary: readonly T[],
  value: unknown,
  fallback: T,
  collector?: ErrorCollector,
): T {
  if ((vocabulary as readonly unknown[]).includes(value)) return value as T;
  if (value !== undefined && value !== null && value !== '') {
    reportTo(collector, 'bad-input', `"${String(value)}" is not one of ${vocabulary.join(', ')}`);
  }
  return fallback;
}

export interface GalleryOptions {
  readonly design: GalleryDesign;
  readonly metaPosition: GalleryMetaPosition;
  readonly activeAlignment: GalleryActiveAlignment;
  readonly autoplay: boolean;
  readonly autoplayDelay: number;
  readonly controls: boolean;
  readonly indicators: boolean;
  readonly autoCrop: boolean;
  readonly aspectRatio: string;
  readonly lightbox: boolean;
  readonly lightboxTheme: string;
  readonly squareThumbs: boolean;
  readonly showMeta: boolean;
  readonly showMetaOnHover: boolean;
  readonly thumbnails: boolean;
}

const flag = (value: unknown) => value === true || value === 'true';
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Gallery options as the platform names them ('design', 'meta-position', 'autoplay-duration', ...)
 * read into typed values. Unknown words fall back to grid / bottom / center; flags are off unless
 * true; the autoplay duration is the autoplay delay in seconds.
 */
export function resolveGalleryOptions(
  raw: Readonly<Record<string, unknown>> = {},
  collector?: ErrorCollector,
): GalleryOptions {
  return {
    design: pickFromVocabulary(GALLERY_DESIGNS, raw.design, 'grid', collector),
    metaPosition: pickFromVocabulary(GALLERY_META_POSITIONS, raw['meta-position'], 'bottom', collector),
    activeAlignment: pickFromVocabulary(
      GALLERY_ACTIVE_ALIGNMENTS,
      raw['active-alignment'],
      'center',
      collector,
    ),
    autoplay: flag(raw.autoplay),
    autoplayDelay: clampGalleryOption('autoplayDelay', raw['autoplay-duration'], collector),
    controls: flag(raw.controls),
    indicators: flag(raw.indicators),
    autoCrop: flag(raw['auto-crop']),
    aspectRatio: str(raw['aspect-ratio']),
    lightbox: flag(raw.lightbox),
    lightboxTheme: str(raw.lightboxTheme),
    squareThumbs: flag(raw['square-thumbs']),
    showMeta: flag(raw['show-meta']),
    showMetaOnHover: flag(raw['show-meta-on-hover']),
    thumbnails: flag(raw.thumbnails),
  };
}
