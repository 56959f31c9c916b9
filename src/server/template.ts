// The package entry "storefront/template": the template helpers and a ready template engine
// (the platform's public engine with Storefront's formatters and predicates). Server only.

export * from '../core/template/index.ts';
export { PLATFORM_ISLAND_NAMES } from './engine-islands.ts';
export { PRODUCT_BLOCK } from './engine-product-scope.ts';
export type {
  PlatformResolvers,
  QueriedCollection,
  TagAttributes,
} from './platform-resolvers.ts';
export type { SiteHeaders } from './site-region.ts';
export {
  createTemplateEngine,
  type EngineOptions,
  EXPRESSION_LIMITS,
  MAX_PARTIAL_DEPTH,
  type RenderOptions,
  type RenderResult,
  type TemplateEngine,
  type TemplateProblem,
  type TemplateProblemType,
} from './template-engine.ts';
