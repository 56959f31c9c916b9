// The server half: fragment renderers for the builder. Never shipped to shoppers.
export { attributesHtml, escapeHtml, jsonScript } from './html.ts';
export { bundledWidgets } from '../../widgets/index.ts';
export { createPageRenderer, type IslandRenderOptions, type PageRenderer } from './render-island.tsx';
