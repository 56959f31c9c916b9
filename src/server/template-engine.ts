// The platform's public template engine (@squarespace/template-engine) with Storefront plugged
// in: island formatters that write mount points with their server HTML, and the template
// helpers the engine lacks or gets wrong for the spec. Server only: the engine never reaches a
// browser bundle (only dist-server/template.js imports this module).
import {
  Compiler,
  Engine,
  type FormatterMap,
  Formatters,
  type PredicateMap,
  Predicates,
} from '@squarespace/template-engine';
import { createErrorCollector } from '../core/template/errors.ts';
import { createStyleCollector } from '../core/template/style-collector.ts';
import { COMMERCE_PREDICATES, COMMERCE_TEXT_FORMATTERS } from './engine-commerce.ts';
import { type RenderState, StorefrontContext } from './engine-context.ts';
import { HELPER_FORMATTERS, HELPER_PREDICATES } from './engine-helpers.ts';
import { ISLAND_FORMATTERS } from './engine-islands.ts';
import { STRUCTURED_DATA_FORMATTERS } from './engine-structured-data.ts';
import type { PlatformResolvers } from './platform-resolvers.ts';
import { PlatformTagFormatter } from './platform-tag-formatter.ts';
import { PLATFORM_TAG_FORMATTER, withPlatformTags } from './platform-tags.ts';
import { createPageRenderer } from './render-island.tsx';
import {
  HeadersFormatter,
  MAIN_CONTENT_PARTIAL,
  regionTemplate,
  type SiteHeaders,
  stylesMark,
  withStyles,
} from './site-region.ts';
import { isNonce, withTemplateNonce } from './template-nonce.ts';

export { MAX_PARTIAL_DEPTH } from './engine-context.ts';

/**
 * Limits on {.eval} expressions (spec 5 leaves the values open): enough for any real template's
 * arithmetic and string building, small enough that a template cannot build megabytes.
 */
export const EXPRESSION_LIMITS = { maxTokens: 500, maxStringLen: 10_000 } as const;

/** Where a problem was found: the engine's own phases, or a Storefront formatter. */
export type TemplateProblemType = 'parser' | 'assembler' | 'engine' | 'storefront';

/** A problem for the builder. Never rendered into the page a visitor sees. */
export interface TemplateProblem {
  readonly type: TemplateProblemType;
  readonly message: string;
}

export interface RenderResult {
  readonly html: string;
  /** Styles the helpers collected as classes (strict CSP): put them in a nonce'd <style>. */
  readonly css: string;
  readonly errors: readonly TemplateProblem[];
}

export interface RenderOptions {
  /** Partial templates by name, for {@|apply name} and {item|storefront-product name}. */
  readonly partials?: Readonly<Record<string, string>>;
  /** The reference time for relative dates (timesince); the clock when missing. */
  readonly now?: number;
  /**
   * Rendering a site region: the page's own template, for {squarespace.main-content}; with it
   * the region's {squarespace-headers} and {squarespace-footers} are filled too.
   */
  readonly main?: string;
  /** What {squarespace-headers} writes (the script and stylesheet URLs, the nonce). */
  readonly headers?: SiteHeaders;
  /**
   * The page's CSP nonce (`headers.nonce` when missing): on the template's own <script> and
   * <style> tags, <squarespace:script>, the headers' script tag and the collected styles.
   */
  readonly nonce?: string;
}

/** What a site's engine is given besides the page context. */
export interface EngineOptions {
  /** Where the platform's own tags (<squarespace:navigation>, query, block-field, script) get their data. */
  readonly resolvers?: PlatformResolvers;
}

export interface TemplateEngine {
  /** Renders `template` against `data` (the page's JSON); never throws for a bad template. */
  render(template: string, data: unknown, options?: RenderOptions): RenderResult;
  readonly formatterNames: readonly string[];
  readonly predicateNames: readonly string[];
}

/** The engine's formatters, then ours on top (islands last: their names win). */
const STOREFRONT_FORMATTERS: FormatterMap = {
  ...Formatters,
  ...HELPER_FORMATTERS,
  ...COMMERCE_TEXT_FORMATTERS,
  ...STRUCTURED_DATA_FORMATTERS,
  ...ISLAND_FORMATTERS,
  'storefront-headers': new HeadersFormatter(),
  [PLATFORM_TAG_FORMATTER]: new PlatformTagFormatter(),
};
const STOREFRONT_PREDICATES: PredicateMap = {
  ...Predicates,
  ...HELPER_PREDICATES,
  ...COMMERCE_PREDICATES,
};

/** A render's state: the page renderer, the collectors, the headers, nonce and resolvers. */
function renderState(context: unknown, options: RenderOptions, resolvers: PlatformResolvers): RenderState {
  return {
    renderer: createPageRenderer(context),
    collector: createErrorCollector(),
    styles: createStyleCollector('sf-t-'),
    products: [],
    items: new Map(),
    headers: options.headers,
    stylesMark: stylesMark(),
    nonce: options.nonce ?? options.headers?.nonce,
    resolvers,
    platformTags: [],
  };
}

/**
 * A ready engine for one site: `context` is the page context (as in
 * <script id="storefront-context">), which the islands read as the browser will; `resolvers`
 * give the platform's own tags their data.
 */
export function createTemplateEngine(
  context: unknown = {},
  { resolvers = {} }: EngineOptions = {},
): TemplateEngine {
  const props = { formatters: STOREFRONT_FORMATTERS, predicates: STOREFRONT_PREDICATES };
  const compiler = new Compiler(props);
  const engine = new Engine(props);

  function render(template: string, data: unknown, options: RenderOptions = {}): RenderResult {
    const state = renderState(context, options, resolvers);
    if (state.nonce !== undefined && !isNonce(state.nonce))
      state.collector.report(
        'bad-input',
        "the nonce is not a CSP nonce (base64): the template's own scripts and styles have none",
      );
    // Every template's text before the engine parses it (partials too): its own script and
    // style tags nonce'd, the platform's tags as instructions.
    const parse = (source: string) =>
      compiler.parse(withPlatformTags(withTemplateNonce(source, state.nonce), state.platformTags));
    const region = options.main !== undefined;
    const parsed = parse(region ? regionTemplate(template) : template);
    const ctx = new StorefrontContext(
      data ?? {},
      {
        partials: { ...options.partials, ...(region ? { [MAIN_CONTENT_PARTIAL]: options.main } : {}) },
        ...(options.now === undefined ? {} : { now: options.now }),
        enableExpr: true,
        exprOpts: EXPRESSION_LIMITS,
        enableInclude: true,
      },
      state,
    );
    ctx.parsefunc = parse;
    const problems: TemplateProblem[] = parsed.errors.map(({ type, message }) => ({ type, message }));
    try {
      engine.execute(parsed.code, ctx);
    } catch (error) {
      // The engine catches per instruction; this is the last guard, so a visitor never sees it.
      ctx.error({ type: 'engine', message: error instanceof Error ? error.message : String(error) });
    }
    for (const { type, message } of ctx.errors as { type: TemplateProblemType; message: string }[])
      problems.push({ type, message });
    for (const { kind, message } of state.collector.errors())
      problems.push({ type: 'storefront', message: `${kind}: ${message}` });
    const css = state.styles.css();
    return {
      html: withStyles(ctx.render(), state.stylesMark, css, state.nonce),
      css,
      errors: problems,
    };
  }

  return {
    render,
    formatterNames: Object.keys(STOREFRONT_FORMATTERS).sort(),
    predicateNames: Object.keys(STOREFRONT_PREDICATES).sort(),
  };
}
