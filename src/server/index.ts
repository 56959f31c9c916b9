// The server half: fragment renderers for the builder. Never shipped to shoppers.

export { createStyleCollector, type StyleCollector } from '../core/template/style-collector.ts';
export { serverWidgets } from '../islands/server-registry.ts';
export {
  cartLinkHtml,
  commentsLinkHtml,
  formAnswerHtml,
  OEMBED_IFRAME_HOSTS,
  sanitizeOembedHtml,
  videoWrapperHtml,
} from './fragments.ts';
export { attributesHtml, escapeHtml, jsonScript } from './html.ts';
export { itemListJsonLd, type JsonLdOptions, jsonLdScript, productJsonLd } from './json-ld.ts';
export {
  followLinksHtml,
  type ListingFragmentOptions,
  likeButtonHtml,
  type ResponsiveImageOptions,
  responsiveImageHtml,
  shareLinksHtml,
} from './listing-fragments.ts';
export { createPageRenderer, type IslandRenderOptions, type PageRenderer } from './render-island.tsx';
export {
  type GalleryInput,
  galleryData,
  renderAudioPlayer,
  renderGallery,
  renderImageWrapper,
} from './render-media.ts';
