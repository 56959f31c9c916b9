// Renders islands to HTML for the builder's templates with the same components the browser
// hydrates, so prices and buttons show before any script runs and nothing shifts after.
import { renderToString } from 'react-dom/server';
import {
  dataAttributeName,
  ID_PREFIX_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PRODUCT_ATTRIBUTE,
  PRODUCT_ID_ATTRIBUTE,
  PRODUCT_ITEM_ATTRIBUTE,
  productFromItem,
} from '../core/contract/index.ts';
import { parseSiteContext, type SiteContext, SiteContextSchema } from '../core/domain/context-schema.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import { createProductStore } from '../core/store/product-store.ts';
import { createRenderServices, type Services } from '../core/store/services.ts';
import { DEFAULT_LOCALE } from '../core/words/language.ts';
import { serverWidgets } from '../islands/server-registry.ts';
import { IslandProvider } from '../islands/shared/island-context.tsx';
import { IslandRoot } from '../islands/shared/island-root.tsx';
import type { IslandRenderOptions } from '../islands/shared/template-island.ts';
import { attributesHtml, islandTag, jsonScript } from './html.ts';
import { languageFor } from './translations.ts';

export interface PageRenderer {
  readonly services: Services;
  /** The page context as the <script id="storefront-context"> element. */
  contextScript(): string;
  /** One island's mount point with its server HTML inside. */
  island(name: string, options?: IslandRenderOptions): string;
  /**
   * The islands of one product, sharing its store, and the container that wraps them; for
   * callers that produce the inner HTML piece by piece (the template engine's formatters).
   * Throws when the product is invalid, as the browser would refuse it.
   */
  productScope(item: ProductItemInput): ProductScope;
  /** A product container: its product JSON and the islands (or other HTML) inside it. */
  product(
    item: ProductItemInput,
    inner: (island: (name: string, options?: IslandRenderOptions) => string) => string,
    attributes?: Record<string, string>,
  ): string;
}

export interface ProductScope {
  island(name: string, options?: IslandRenderOptions): string;
  /** The container element with the product JSON, around `body`. */
  wrap(body: string, attributes?: Record<string, string>): string;
  /**
   * An island outside any container that names its product by id; the product JSON script is
   * written before the first one only, so the page holds it once (docs/architecture.md).
   */
  namedIsland(name: string, options?: IslandRenderOptions): string;
}

/** An island's mount point as the server writes it (the islands' template-engine.ts files share it). */
export type { IslandRenderOptions };

export function createPageRenderer(contextInput: unknown = {}): PageRenderer {
  // Read like the browser reads the page: a bad field is dropped with a warning, the rest kept.
  const context: SiteContext =
    typeof contextInput === 'object' && contextInput !== null && !Array.isArray(contextInput)
      ? parseSiteContext(contextInput, (problem) => console.warn(`[Storefront] ${problem}`))
      : SiteContextSchema.parse(contextInput);
  // What rendering reads (context, words, an empty cart); commands called here throw.
  const services = createRenderServices(context, languageFor(context.website.language ?? DEFAULT_LOCALE));
  let nextId = 0;

  function renderIsland(
    name: string,
    options: IslandRenderOptions,
    product: ReturnType<typeof createProductStore> | null,
  ) {
    const widget = Object.hasOwn(serverWidgets, name) ? serverWidgets[name] : undefined;
    if (!widget) throw new Error(`Unknown island "${name}"`);
    if (widget.scope === 'product' && !product)
      throw new Error(`Island "${name}" must be rendered inside product()`);
    const idPrefix = `sf${nextId++}-`;
    const attributes = options.attributes ?? {};
    const content = widget.prepare({ attributes, json: options.json });
    const html = renderToString(
      <IslandProvider services={services} product={product}>
        <IslandRoot idPrefix={idPrefix} hydrating>
          {content}
        </IslandRoot>
      </IslandProvider>,
      { identifierPrefix: idPrefix },
    );
    const dataAttributes = Object.fromEntries(
      Object.entries(attributes).map(([key, value]) => [dataAttributeName(key), value]),
    );
    const tag = islandTag(options.tag ?? 'div');
    const json = options.json === undefined ? '' : jsonScript(options.json);
    return `<${tag}${attributesHtml({ [ISLAND_ATTRIBUTE]: name, [ID_PREFIX_ATTRIBUTE]: idPrefix, ...dataAttributes, ...options.element })}>${json}${html}</${tag}>`;
  }

  function productScope(item: ProductItemInput): ProductScope {
    // Validated exactly as the browser will read it, so a bad product fails at publish time.
    const store = createProductStore(productFromItem(item, services.currency));
    let jsonWritten = false;
    return {
      island: (name, options = {}) => renderIsland(name, options, store),
      namedIsland(name, options = {}) {
        const element = { ...options.element, [PRODUCT_ID_ATTRIBUTE]: item.id };
        const html = renderIsland(name, { ...options, element }, store);
        // After the render: an island that failed wrote nothing, so the next one carries the JSON.
        const json = jsonWritten ? '' : jsonScript(item, { [PRODUCT_ITEM_ATTRIBUTE]: item.id });
        jsonWritten = true;
        return json + html;
      },
      wrap: (body, attributes = {}) =>
        `<div${attributesHtml({ [PRODUCT_ATTRIBUTE]: '', ...attributes })}>${jsonScript(item)}${body}</div>`,
    };
  }

  return {
    services,
    contextScript: () =>
      `<script type="application/json" id="storefront-context">${jsonScript(contextInput).slice('<script type="application/json">'.length, -'</script>'.length)}</script>`,
    island: (name, options = {}) => renderIsland(name, options, null),
    productScope,
    product(item, inner, attributes = {}) {
      const scope = productScope(item);
      return scope.wrap(inner(scope.island), attributes);
    },
  };
}
