// Image and video wrapper data (spec 3, 8, 9): srcset from the platform's widths, focal point,
// alt text, average colours, and the error text for a malformed original size.

import {
  ALT_TEXT_MAX_LENGTH,
  DEFAULT_FOCAL_POINT,
  IMAGE_WIDTHS,
  THUMBNAIL_MIN_WIDTH,
  THUMBNAIL_STEPS,
} from '../domain/constants-template.ts';
import { safeMediaUrl } from '../domain/safe-url.ts';
import { type TemplateStrings, templateStrings } from '../words/strings-template.ts';
import { parseHexColor } from './colors.ts';
import type { ColorData, ImageAsset } from './content-types.ts';
import { type ErrorCollector, reportTo } from './errors.ts';
import { stripHtml } from './html.ts';

export interface OriginalSize {
  readonly width: number;
  readonly height: number;
}

/** 'WIDTHxHEIGHT' with positive whole numbers; undefined for anything else. */
export function parseOriginalSize(value: string | null | undefined): OriginalSize | undefined {
  const match = /^(\d+)x(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The platform's thumbnail width for a display width: above 1000 gives 1500, ... else 100. */
export function thumbnailWidth(px: number): number {
  for (const step of THUMBNAIL_STEPS) if (px > step.above) return step.width;
  return THUMBNAIL_MIN_WIDTH;
}

/** srcset entries are comma-separated, so commas and spaces in a URL must be encoded. */
function srcsetUrl(assetUrl: string, format: string): string {
  const safe = assetUrl.replace(/[\s,]/g, (ch) => encodeURIComponent(ch));
  return `${safe}${safe.includes('?') ? '&' : '?'}format=${format}`;
}

/** The widths the platform lists for the asset ('100w,300w,...'), in its order; other entries are skipped. */
function listedWidths(image: ImageAsset): readonly number[] {
  return (image.systemDataVariants ?? '')
    .split(',')
    .map((variant) => /^(\d+)w$/.exec(variant.trim())?.[1])
    .filter((width): width is string => width !== undefined)
    .map(Number);
}

/**
 * The srcset the engine's image-srcset formatter writes, as an attribute value:
 * 'url?format=100w 100w,url?format=300w 300w,...' built only from the widths the platform lists
 * for the asset (systemDataVariants). When the last listed width is a standard width below the
 * largest (2500), the original ('url?format=original') is offered at the next standard width, so
 * a 1500w list ends with 'url?format=original 2500w'. No listed widths (or no asset URL): ''.
 */
export function imageSrcset(image: ImageAsset): string {
  const assetUrl = safeMediaUrl(image.assetUrl);
  const widths = listedWidths(image);
  if (!assetUrl || widths.length === 0) return '';
  const entries = widths.map((width) => `${srcsetUrl(assetUrl, `${width}w`)} ${width}w`);
  const last = widths[widths.length - 1] ?? 0;
  const standard = IMAGE_WIDTHS.indexOf(last as (typeof IMAGE_WIDTHS)[number]);
  const next = standard >= 0 ? IMAGE_WIDTHS[standard + 1] : undefined;
  if (next !== undefined) entries.push(`${srcsetUrl(assetUrl, 'original')} ${next}w`);
  return entries.join(',');
}

/** A sizes attribute for an image shown at most `maxDisplayWidth` CSS pixels wide. */
export function imageSizes(maxDisplayWidth: number): string {
  return `(max-width: ${maxDisplayWidth}px) 100vw, ${maxDisplayWidth}px`;
}

export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

const fraction = (value: number | undefined) =>
  typeof value === 'number' && value >= 0 && value <= 1 ? value : DEFAULT_FOCAL_POINT;

/** The media focal point, each coordinate 0..1, 0.5 when missing or out of range. */
export function focalPoint(image: ImageAsset): FocalPoint {
  return { x: fraction(image.mediaFocalPoint?.x), y: fraction(image.mediaFocalPoint?.y) };
}

/** The focal point as a CSS object-position, '50% 50%' by default. */
export function objectPosition(point: FocalPoint): string {
  const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** Alt text: the asset's alt text, else its title, else its body as text (cut at 250), else the file name. */
export function altText(image: ImageAsset): string {
  const own = image.altText?.trim();
  if (own) return own;
  const title = image.title?.trim();
  if (title) return title;
  const body = stripHtml(image.body ?? '');
  if (body) return body.slice(0, ALT_TEXT_MAX_LENGTH);
  return image.filename?.trim() ?? '';
}

export type ColorPosition = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight' | 'center';
const COLOR_POSITIONS: readonly ColorPosition[] = [
  'topLeft',
  'topRight',
  'bottomLeft',
  'bottomRight',
  'center',
];

/** The average colours the platform measured, as '#rrggbb', for the positions that have one. */
export function imageColors(colorData: ColorData | undefined): Partial<Record<ColorPosition, string>> {
  const colors: Partial<Record<ColorPosition, string>> = {};
  for (const position of COLOR_POSITIONS) {
    const value = parseHexColor(colorData?.[`${position}Average`]);
    if (value !== undefined) colors[position] = `#${value.toString(16).padStart(6, '0')}`;
  }
  return colors;
}

interface SizeReading {
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly dimensions: string;
  /** "Invalid source parameter. Pass in 'originalSize'" when the size is malformed. */
  readonly error: string | undefined;
}

function readSize(
  image: ImageAsset,
  collector: ErrorCollector | undefined,
  strings: Pick<TemplateStrings, 'invalidImageSource'>,
): SizeReading {
  const size = parseOriginalSize(image.originalSize);
  if (size)
    return {
      width: size.width,
      height: size.height,
      dimensions: `${size.width}x${size.height}`,
      error: undefined,
    };
  reportTo(collector, 'invalid-source', `${strings.invalidImageSource} (got "${image.originalSize ?? ''}")`);
  return {
    width: undefined,
    height: undefined,
    dimensions: image.originalSize ?? '',
    error: strings.invalidImageSource,
  };
}

export interface WrapperOptions {
  readonly collector?: ErrorCollector | undefined;
  /** Alt text from the surrounding block, used instead of the asset's own when not blank. */
  readonly altText?: string | undefined;
  readonly strings?: Pick<TemplateStrings, 'invalidImageSource'> | undefined;
}

export interface ImageWrapperData extends SizeReading {
  readonly src: string;
  readonly srcSet: string;
  readonly alt: string;
  readonly focalPoint: FocalPoint;
  readonly objectPosition: string;
  readonly colors: Partial<Record<ColorPosition, string>>;
  readonly componentKey: string | undefined;
  readonly licensedAssetPreview: boolean;
}

/** Everything a renderer needs for an image; problems go to the collector, never thrown. */
export function imageWrapper(image: ImageAsset, options: WrapperOptions = {}): ImageWrapperData {
  const point = focalPoint(image);
  return {
    ...readSize(image, options.collector, options.strings ?? templateStrings),
    src: safeMediaUrl(image.assetUrl) ?? '',
    srcSet: imageSrcset(image),
    alt: options.altText?.trim() || altText(image),
    focalPoint: point,
    objectPosition: objectPosition(point),
    colors: imageColors(image.colorData),
    componentKey: image.componentKey,
    licensedAssetPreview:
      typeof image.licensedAssetPreview === 'object' && image.licensedAssetPreview !== null,
  };
}

export interface VideoWrapperData extends SizeReading {
  /** The provider's embed HTML, untrusted: sanitise before it reaches the DOM. */
  readonly oembedHtml: string;
  readonly providerName: string;
  /** The poster shown over the video until it plays, when the asset asks for one. */
  readonly overlay:
    | {
        readonly hasThumbnail: boolean;
        readonly src: string;
        readonly focalPoint: FocalPoint;
        readonly objectPosition: string;
        readonly colors: Partial<Record<ColorPosition, string>>;
      }
    | undefined;
}

/** Everything a renderer needs for a video; problems go to the collector, never thrown. */
export function videoWrapper(video: ImageAsset, options: WrapperOptions = {}): VideoWrapperData {
  const point = focalPoint(video);
  return {
    ...readSize(video, options.collector, options.strings ?? templateStrings),
    oembedHtml: video.oembed?.html ?? '',
    providerName: video.oembed?.providerName ?? '',
    overlay: video.overlay
      ? {
          hasThumbnail: Boolean(video.mainImageId || video.systemDataId),
          src: safeMediaUrl(video.assetUrl) ?? '',
          focalPoint: point,
          objectPosition: objectPosition(point),
          colors: imageColors(video.colorData),
        }
      : undefined,
  };
}
