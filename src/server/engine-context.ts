// The engine's per-render context with Storefront's state: the page renderer the island
// formatters write with, the product block being rendered, and the helpers' collectors.
import { Context, type Variable } from '@squarespace/template-engine';
import type { ErrorCollector } from '../core/template/errors.ts';
import type { StyleCollector } from '../core/template/style-collector.ts';
import type { PlatformResolvers } from './platform-resolvers.ts';
import type { PlatformTag } from './platform-tags.ts';
import type { PageRenderer, ProductScope } from './render-island.tsx';
import type { SiteHeaders } from './site-region.ts';

/** Spec 9: partials may nest 16 deep; deeper is reported, not rendered. */
export const MAX_PARTIAL_DEPTH = 16;

/** What Storefront's formatters need during one render. */
export interface RenderState {
  readonly renderer: PageRenderer;
  readonly collector: ErrorCollector;
  readonly styles: StyleCollector;
  /** The product blocks being rendered, innermost last. */
  readonly products: ProductScope[];
  /** Product items islands were applied to outside a block, by id: one scope per item per render. */
  readonly items: Map<string, ProductScope>;
  /** What {squarespace-headers} writes, when the render was given it. */
  readonly headers: SiteHeaders | undefined;
  /** Where {squarespace-headers} put the collected styles until the render is over. */
  readonly stylesMark: string;
  /** The page's CSP nonce: render(…, { nonce }), else the headers'. */
  readonly nonce: string | undefined;
  /** Where the platform's own tags get their data (createTemplateEngine's resolvers). */
  readonly resolvers: PlatformResolvers;
  /** The platform's own tags of this render's templates, by the number their instruction names. */
  readonly platformTags: PlatformTag[];
}

/** The engine's per-render context, carrying Storefront's state and the partial depth limit. */
export class StorefrontContext extends Context {
  readonly storefront: RenderState;

  constructor(data: unknown, props: ConstructorParameters<typeof Context>[1], state: RenderState) {
    super(data, props);
    this.maxPartialDepth = MAX_PARTIAL_DEPTH;
    this.storefront = state;
  }
}

/** The render state behind `ctx`, or undefined when a formatter runs outside our engine. */
export function renderStateOf(ctx: Context): RenderState | undefined {
  return ctx instanceof StorefrontContext ? ctx.storefront : undefined;
}

/**
 * The render's state for a formatter of ours; under a foreign engine it reports that the
 * formatter needs createTemplateEngine(), writes nothing and gives undefined.
 */
export function formatterState(ctx: Context, formatter: string, first: Variable): RenderState | undefined {
  const state = renderStateOf(ctx);
  if (!state) {
    ctx.error({ type: 'engine', message: `formatter "${formatter}" needs createTemplateEngine()` });
    first.set('');
  }
  return state;
}
