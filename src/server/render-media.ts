// Media fragments for the builder (spec 2): galleries in the spec's designs with the lightbox
// island over them, the image wrapper and the audio player placeholder (the video wrapper, with
// its oEmbed allow-list, is videoWrapperHtml in fragments.ts). Built on the template helpers
// (imageWrapper; the gallery's data is the lightbox folder's gallery-from-images.ts); per-item
// presentation goes to a StyleCollector, so nothing here writes style="" (the page puts
// `styles.css()` in a nonce'd <style>).
import { type ImagePriority, imageLoading } from '../core/domain/image-priority.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import { safeMediaUrl } from '../core/domain/safe-url.ts';
import type { ImageAsset } from '../core/template/content-types.ts';
import type { ErrorCollector } from '../core/template/errors.ts';
import { imageWrapper } from '../core/template/images.ts';
import type { StyleCollector } from '../core/template/style-collector.ts';
import { type GalleryInput, galleryData } from '../islands/lightbox/gallery-from-images.ts';
import { attributesHtml, escapeHtml } from './html.ts';
import type { PageRenderer } from './render-island.tsx';

export { type GalleryInput, galleryData };

/** A gallery: the lightbox island's mount point with the gallery's server HTML inside. */
export function renderGallery(page: PageRenderer, input: GalleryInput, styles: StyleCollector): string {
  return page.island('lightbox', { json: galleryData(input, styles) });
}

interface WrapperInput {
  readonly styles: StyleCollector;
  readonly collector?: ErrorCollector;
  readonly altText?: string;
  /** Display width for the sizes attribute (px). */
  readonly maxWidth?: number;
  /** Spec 9: high, low or none (the default: lazy, the browser's own order). */
  readonly priority?: ImagePriority;
}

/** An image wrapper, or the helpers' error text for a malformed originalSize. */
export function renderImageWrapper(image: ImageAsset, input: WrapperInput): string {
  const data = imageWrapper(image, { collector: input.collector, altText: input.altText });
  if (data.error) return `<p class="sf-media-error">${escapeHtml(data.error)}</p>`;
  const frame = input.styles.classFor({ backgroundColor: data.colors.center });
  const fit = input.styles.classFor({ objectPosition: data.objectPosition });
  const fetch = imageLoading(input.priority);
  const img = `<img${attributesHtml({
    class: `sf-image__img ${fit}`.trim(),
    src: data.src,
    srcset: data.srcSet || undefined,
    sizes: data.srcSet
      ? `(max-width: ${input.maxWidth ?? 1500}px) 100vw, ${input.maxWidth ?? 1500}px`
      : undefined,
    alt: data.alt,
    width: data.width === undefined ? undefined : String(data.width),
    height: data.height === undefined ? undefined : String(data.height),
    loading: fetch.loading,
    fetchpriority: fetch.fetchPriority,
    decoding: 'async',
  })}>`;
  return `<figure${attributesHtml({ class: `sf-image ${frame}`.trim(), 'data-image-dimensions': data.dimensions })}>${img}</figure>`;
}

/** The audio player placeholder for a product with an audioAssetUrl; '' otherwise. */
export function renderAudioPlayer(
  page: PageRenderer,
  item: ProductItemInput & { audioAssetUrl?: unknown },
): string {
  const src = safeMediaUrl(item.audioAssetUrl) ?? '';
  if (!src) return '';
  return page.island('audio-player', { attributes: { src, title: item.title ?? item.name ?? '' } });
}
