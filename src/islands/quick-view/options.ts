// The quick view's options: `data-display` for its variant pickers (as variant-select), and
// the product's images in the JSON child: { "images": [{ "src", "alt", "srcSet"?, "width"?, "height"? }] }.
// Without images the product item's own image is shown. Data comes from the card's product scope
// and this JSON: opening the quick view sends no request for product data.
import { safeMediaUrl, safeSrcSet } from '../../core/domain/safe-url.ts';
import { type IslandInput, IslandOptionsError } from '../shared/contract.ts';

interface QuickViewImage {
  readonly src: string;
  readonly alt: string;
  readonly srcSet?: string | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

export interface QuickViewOptions {
  readonly display: 'select' | 'radio';
  readonly images: readonly QuickViewImage[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readImage(value: unknown, index: number): QuickViewImage {
  if (!isRecord(value) || typeof value.src !== 'string' || value.src === '')
    throw new IslandOptionsError(`images[${index}].src must be a non-empty string`);
  if (
    safeMediaUrl(value.src) === undefined ||
    (typeof value.srcSet === 'string' && !safeSrcSet(value.srcSet))
  )
    throw new IslandOptionsError(`images[${index}] may not load a javascript: or other non-http(s) address`);
  const size = (name: 'width' | 'height') => {
    const raw = value[name];
    if (raw === undefined) return undefined;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0)
      throw new IslandOptionsError(`images[${index}].${name} must be a positive whole number`);
    return raw;
  };
  return {
    src: value.src,
    alt: typeof value.alt === 'string' ? value.alt : '',
    srcSet: typeof value.srcSet === 'string' && value.srcSet !== '' ? value.srcSet : undefined,
    width: size('width'),
    height: size('height'),
  };
}

/** What a page writes: the pickers' display and the images (alt defaults to ''). */
type QuickViewInput = {
  readonly attributes?: {
    /**
     * The quick view's option pickers: a select per option, or a radio group per option.
     * @default select
     */
    readonly display?: 'select' | 'radio';
  };
  readonly json?: {
    readonly images?: readonly {
      readonly src: string;
      readonly alt?: string;
      readonly srcSet?: string;
      readonly width?: number;
      readonly height?: number;
    }[];
  };
};

export function parseQuickViewOptions(raw: IslandInput<QuickViewInput>): QuickViewOptions {
  const display = raw.attributes.display ?? 'select';
  if (display !== 'select' && display !== 'radio')
    throw new IslandOptionsError(`data-display must be "select" or "radio", not "${display}"`);
  const json = raw.json;
  if (json !== undefined && !isRecord(json)) throw new IslandOptionsError('options JSON must be an object');
  const images = json?.images;
  if (images !== undefined && !Array.isArray(images)) throw new IslandOptionsError('images must be a list');
  return { display, images: (images ?? []).map(readImage) };
}
