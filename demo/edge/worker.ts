// A Workers-style module worker around the server half as a builder would deploy it: it imports
// storefront/template and storefront/server (their sources, bundled by demo/edge/edge-worker.ts with
// no Node built-in) and renders what it is sent. The edge-runtime test and the render benchmark
// run it in workerd through miniflare.
import { createPageRenderer, type IslandRenderOptions, videoWrapperHtml } from '../../src/server/index.ts';
import { createStyleCollector, createTemplateEngine, type RenderResult } from '../../src/server/template.ts';

/** POST /template: one page of a site (the region around a view), rendered `repeat` times. */
export interface TemplateRequest {
  readonly context: unknown;
  readonly region: string;
  readonly main: string;
  readonly partials: Readonly<Record<string, string>>;
  readonly data: unknown;
  readonly headers: { readonly script: string; readonly stylesheet: string; readonly nonce: string };
  /** Renders of the page in this request (the benchmark's batch); 1 when absent, 0 renders none. */
  readonly repeat?: number;
}

/** POST /server: fragments of storefront/server (islands of a product, a video wrapper). */
export interface ServerRequest {
  readonly context: unknown;
  readonly product: Parameters<ReturnType<typeof createPageRenderer>['product']>[0];
  readonly islands: readonly { readonly name: string; readonly options?: IslandRenderOptions }[];
  readonly video: Parameters<typeof videoWrapperHtml>[0];
}

/** The page's HTML and template errors (the last of `repeat` renders). */
export function renderTemplate(request: TemplateRequest) {
  let result: Pick<RenderResult, 'html' | 'errors'> = { html: '', errors: [] };
  for (let round = 0; round < (request.repeat ?? 1); round++) {
    result = createTemplateEngine(request.context).render(request.region, request.data, {
      main: request.main,
      headers: request.headers,
      partials: request.partials,
    });
  }
  return { html: result.html, errors: result.errors };
}

/** A product container with the asked islands, the context script and a video wrapper. */
export function renderServer(request: ServerRequest) {
  const renderer = createPageRenderer(request.context);
  const styles = createStyleCollector('sfv');
  const product = renderer.product(request.product, (island) =>
    request.islands.map(({ name, options }) => island(name, options)).join(''),
  );
  return {
    contextScript: renderer.contextScript(),
    product,
    video: videoWrapperHtml(request.video, { styles }),
    css: styles.css(),
  };
}

export default {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    try {
      if (path === '/template') return Response.json(renderTemplate(await request.json()));
      if (path === '/server') return Response.json(renderServer(await request.json()));
      return new Response('not found', { status: 404 });
    } catch (error) {
      // The test shows the runtime's own message (a missing global, a failed import).
      return new Response(error instanceof Error ? (error.stack ?? error.message) : String(error), {
        status: 500,
      });
    }
  },
};
