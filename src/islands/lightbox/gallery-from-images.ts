// The lightbox's data from the platform's gallery (its images and options), as the server half
// writes it in the island's JSON child: the template helpers (resolveGalleryOptions,
// clampGalleryOption, imageWrapper) resolve it, and per-item presentation goes to a
// StyleCollector, so nothing writes style="". Server-side only: the browser reads the result
// (readGalleryData) and never builds it. Beside the island, so {gallery|lightbox}
// (template-engine.ts) and the server half's renderGallery share it.
import type { GalleryData, GalleryItem } from '../../core/contract/gallery-data.ts';
import type { ImagePriority } from '../../core/domain/image-priority.ts';
import { safeMediaUrl } from '../../core/domain/safe-url.ts';
import type { ImageAsset } from '../../core/template/content-types.ts';
import type { ErrorCollector } from '../../core/template/errors.ts';
import { clampGalleryOption, resolveGalleryOptions } from '../../core/template/gallery.ts';
import { stripHtml } from '../../core/template/html.ts';
import { imageWrapper } from '../../core/template/images.ts';
import type { StyleCollector } from '../../core/template/style-collector.ts';

export interface GalleryInput {
  readonly images: readonly ImageAsset[];
  /** Gallery options as the platform names them: design, meta-position, autoplay, lightbox… */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The gallery's accessible name. */
  readonly label?: string;
  /** The first image's priority (spec 9): 'high' when the gallery is the page's main image. */
  readonly priority?: ImagePriority;
  readonly collector?: ErrorCollector;
}

/** Width over height as one number ('4:3' -> '1.3333'), the style collector's safe alphabet. */
function ratioNumber(width: number, height: number): string | undefined {
  return width > 0 && height > 0 ? String(Math.round((width / height) * 10000) / 10000) : undefined;
}

/** '4:3', '16:9', '1:1' -> a ratio number; anything else -> undefined. */
function aspectRatio(value: string): string | undefined {
  const match = /^(\d+(?:\.\d+)?)[:/x](\d+(?:\.\d+)?)$/.exec(value.trim());
  return match ? ratioNumber(Number(match[1]), Number(match[2])) : undefined;
}

function galleryItem(image: ImageAsset, styles: StyleCollector, collector?: ErrorCollector): GalleryItem {
  const data = imageWrapper(image, { collector });
  return {
    src: data.src,
    srcSet: data.srcSet,
    alt: data.alt,
    title: image.title?.trim() ?? '',
    caption: stripHtml(image.body ?? ''),
    width: data.width,
    height: data.height,
    styleClass: styles.classFor({ objectPosition: data.objectPosition, backgroundColor: data.colors.center }),
  };
}

/** The gallery's data for the lightbox island (its JSON child). */
export function galleryData(input: GalleryInput, styles: StyleCollector): GalleryData {
  const raw = input.options ?? {};
  const options = resolveGalleryOptions(raw, input.collector);
  const columns = clampGalleryOption(
    'thumbnailsPerRow',
    raw['thumbnails-per-row'] ?? undefined,
    input.collector,
  );
  const gap = clampGalleryOption('padding', raw.padding ?? undefined, input.collector);
  const ratio = options.autoCrop ? aspectRatio(options.aspectRatio) : undefined;
  const styleClass = [
    styles.classFor({
      '--sf-gallery-columns': String(columns),
      '--sf-gallery-gap': `${gap}px`,
      '--sf-gallery-ratio': ratio,
    }),
    ratio ? 'sf-gallery--cropped' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    design: options.design,
    metaPosition: options.metaPosition,
    lightbox: options.lightbox,
    lightboxTheme: options.lightboxTheme === 'dark' ? 'dark' : 'light',
    autoplay: options.autoplay,
    autoplayDelay: options.autoplayDelay,
    controls: options.controls,
    indicators: options.indicators,
    squareThumbs: options.squareThumbs,
    showMeta: options.showMeta,
    showMetaOnHover: options.showMetaOnHover,
    thumbnails: options.thumbnails,
    thumbnailHeight: clampGalleryOption(
      'thumbnailHeight',
      raw['thumbnail-height'] ?? raw.thumbnailHeight ?? undefined,
      input.collector,
    ),
    // The strip shows as many thumbnails side by side as the grid has columns (one option).
    thumbnailsPerRow: columns,
    thumbnailMaxWidth: clampGalleryOption('maxWidth', raw['max-width'] ?? undefined, input.collector),
    thumbnailMargin: clampGalleryOption('margin', raw.margin ?? undefined, input.collector),
    // Padding is the space between thumbnails, in the strip as between the grid's images.
    thumbnailPadding: gap,
    activeAlignment: options.activeAlignment,
    styleClass,
    label: input.label ?? '',
    items: input.images
      // No source, or one the URL rule refuses: the image is left out.
      .filter((image) => safeMediaUrl(image.assetUrl) !== undefined)
      .map((image, index) => {
        const item = galleryItem(image, styles, input.collector);
        return index === 0 && input.priority ? { ...item, priority: input.priority } : item;
      }),
  };
}
