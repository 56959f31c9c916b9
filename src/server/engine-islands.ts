// Island formatters for the template engine: each writes the island's mount point with its
// server HTML, exactly as PageRenderer.island does, so the page hydrates without a mismatch.
//   {@|cart-pill class=site-header__cart}      a page island; key=value args become data-*
//                                              attributes (class= and id= go on the element)
//   {form|form json}                           `json`: the formatted value is the island's JSON child
//   {item|storefront-product product-detail class=pdp}
//                                              a product block: the partial, rendered with the
//                                              item, inside the product container; the product
//                                              islands in it ({@|product-price}) share its store
import {
  type Context,
  Formatter,
  type FormatterMap,
  Formatters,
  type Variable,
} from '@squarespace/template-engine';
import { serverWidgets } from '../../widgets/server-registry.ts';
import { own, setOwn } from '../domain/own.ts';
import { type RenderState, renderStateOf } from './engine-context.ts';
import type { IslandRenderOptions } from './render-island.tsx';
import { type GalleryInput, galleryData } from './render-media.ts';

/**
 * The platform's own formatter names for the same islands, so a platform template's
 * {@|add-to-cart-btn} hydrates as our add-to-cart island instead of printing the platform's markup.
 */
export const PLATFORM_ISLAND_NAMES: Readonly<Record<string, string>> = {
  'add-to-cart-btn': 'add-to-cart',
  'variants-select': 'variant-select',
  'quantity-input': 'quantity',
  'product-restock-notification': 'restock-form',
  'product-scarcity': 'scarcity',
  'product-quick-view': 'quick-view',
};

/** The name of the product block formatter. */
export const PRODUCT_BLOCK = 'storefront-product';

const ELEMENT_ATTRIBUTES = new Set(['class', 'id']);

interface IslandArgs {
  readonly options: IslandRenderOptions;
}

function islandArgs(args: readonly string[], value: unknown): IslandArgs {
  const attributes: Record<string, string> = {};
  const element: Record<string, string> = {};
  let json: unknown;
  for (const arg of args) {
    const eq = arg.indexOf('=');
    if (eq === -1) {
      if (arg === 'json') json = value;
      continue;
    }
    const key = arg.slice(0, eq);
    setOwn(ELEMENT_ATTRIBUTES.has(key) ? element : attributes, key, arg.slice(eq + 1));
  }
  return { options: { attributes, element, ...(json === undefined ? {} : { json }) } };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The state of a Storefront render; reports and gives undefined under a foreign engine. */
function stateOrReport(ctx: Context, name: string, first: Variable): RenderState | undefined {
  const state = renderStateOf(ctx);
  if (!state) {
    ctx.error({ type: 'engine', message: `formatter "${name}" needs createTemplateEngine()` });
    first.set('');
  }
  return state;
}

/** Islands whose options are derived from the formatted value by the server half's helpers. */
type OptionsFromValue = (
  value: unknown,
  options: IslandRenderOptions,
  state: RenderState,
) => IslandRenderOptions;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const FROM_VALUE: Readonly<Record<string, OptionsFromValue>> = {
  // {gallery|lightbox}: { images, options (the platform's gallery options), label }.
  lightbox: (value, options, state) => ({
    ...options,
    json: galleryData(
      { ...(record(value) as unknown as GalleryInput), collector: state.collector },
      state.styles,
    ),
  }),
  // {item|audio-player}: the item's audioAssetUrl and title, unless src= is given.
  'audio-player': (value, options) => {
    const item = record(value);
    if (options.attributes?.src || typeof item.audioAssetUrl !== 'string') return options;
    const title = typeof item.title === 'string' ? item.title : '';
    return { ...options, attributes: { src: item.audioAssetUrl.trim(), title, ...options.attributes } };
  },
};

class IslandFormatter extends Formatter {
  constructor(
    private readonly formatterName: string,
    private readonly island: string,
  ) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = stateOrReport(ctx, this.formatterName, first);
    if (!state) return;
    try {
      const parsed = islandArgs(args, first.node.value).options;
      const fromValue = own(FROM_VALUE, this.island);
      const options = fromValue ? fromValue(first.node.value, parsed, state) : parsed;
      const widget = own(serverWidgets, this.island);
      const product = state.products.at(-1);
      if (widget?.scope === 'product' && !product) {
        state.collector.report(
          'bad-input',
          `island "${this.island}" must sit inside a {item|${PRODUCT_BLOCK} partial} block`,
        );
        first.set('');
        return;
      }
      first.set(
        widget?.scope === 'product' && product
          ? product.island(this.island, options)
          : state.renderer.island(this.island, options),
      );
    } catch (error) {
      // Bad options (IslandOptionsError) and render failures: reported, and nothing on the page.
      state.collector.report('function-error', `island "${this.island}": ${errorText(error)}`);
      first.set('');
    }
  }
}

const APPLY = Formatters.apply;

class ProductBlockFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = stateOrReport(ctx, PRODUCT_BLOCK, first);
    if (!state || !APPLY) return;
    const [partial, ...rest] = args;
    if (!partial) {
      state.collector.report('bad-input', `${PRODUCT_BLOCK} needs the name of a partial`);
      first.set('');
      return;
    }
    let scope: ReturnType<RenderState['renderer']['productScope']>;
    try {
      scope = state.renderer.productScope(first.node.value);
    } catch (error) {
      state.collector.report('bad-input', `${PRODUCT_BLOCK}: ${errorText(error)}`);
      first.set('');
      return;
    }
    if (!Array.isArray(ctx.getPartial(partial))) {
      // The engine's apply reports the missing partial; no empty container is left behind.
      APPLY.apply([partial], vars, ctx);
      first.set('');
      return;
    }
    state.products.push(scope);
    try {
      APPLY.apply([partial], vars, ctx);
    } finally {
      state.products.pop();
    }
    const { options } = islandArgs(rest, undefined);
    first.set(scope.wrap(String(first.get() ?? ''), { ...options.element }));
  }
}

/** The page context as <script id="storefront-context">, for the page's <head>. */
class ContextScriptFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = stateOrReport(ctx, 'storefront-context', first);
    if (state) first.set(state.renderer.contextScript());
  }
}

function islandFormatters(): FormatterMap {
  const map: FormatterMap = {};
  for (const island of Object.keys(serverWidgets)) setOwn(map, island, new IslandFormatter(island, island));
  for (const [platform, island] of Object.entries(PLATFORM_ISLAND_NAMES))
    setOwn(map, platform, new IslandFormatter(platform, island));
  map[PRODUCT_BLOCK] = new ProductBlockFormatter();
  map['storefront-context'] = new ContextScriptFormatter();
  return map;
}

export const ISLAND_FORMATTERS: FormatterMap = islandFormatters();
