// Island formatters for the template engine: each writes the island's mount point with its
// server HTML, exactly as PageRenderer.island does, so the page hydrates without a mismatch.
//   {@|cart-pill class=site-header__cart}      a page island; key=value args become data-*
//                                              attributes (class= and id= go on the element)
//   {form|form json}                           `json`: the formatted value is the island's JSON child
//   {item|storefront-product product-detail class=pdp}
//                                              a product block: the partial, rendered with the
//                                              item, inside the product container; the product
//                                              islands in it ({@|product-price}) share its store
//   {.section item}{@|product-checkout}{.end}  the platform idiom: a product formatter applied to
//                                              a product item, no wrapper; the item's islands
//                                              share one scope by id (engine-product-scope.ts)
import {
  type Context,
  Formatter,
  type FormatterMap,
  Formatters,
  type Variable,
} from '@squarespace/template-engine';
import { own, setOwn } from '../core/base/own.ts';
import { serverWidgets, templateIslands } from '../islands/server-registry.ts';
import { formatterState, type RenderState } from './engine-context.ts';
import { PRODUCT_BLOCK, productWriter } from './engine-product-scope.ts';
import type { IslandRenderOptions } from './render-island.tsx';

/**
 * The platform's own formatter names for the same islands (each island folder's
 * template-engine.ts names its own), so a platform template's {@|add-to-cart-btn} hydrates as our
 * add-to-cart island instead of printing the platform's markup.
 */
export const PLATFORM_ISLAND_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(templateIslands).flatMap(([island, known]) =>
    Object.keys(known.platformFormatters ?? {}).map((platform) => [platform, island]),
  ),
);

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

/** A product writer the caller already found (product-checkout), or undefined to find it here. */
type Target = ReturnType<typeof productWriter> | undefined;

/**
 * One island's mount point with its server HTML for the formatted value, or '' with the
 * problem reported. `target` is the product writer, found once by callers writing several.
 */
function islandHtml(
  state: RenderState,
  island: string,
  args: readonly string[],
  value: unknown,
  formatter: string,
  target?: Target,
  tag?: string,
): string {
  try {
    const argOptions = islandArgs(args, value).options;
    const parsed = tag ? { ...argOptions, tag } : argOptions;
    const known = own(templateIslands, island);
    const options = known?.fromValue ? known.fromValue(value, parsed, state) : parsed;
    const widget = own(serverWidgets, island);
    if (widget?.scope !== 'product') return state.renderer.island(island, options);
    const writer = target ?? productWriter(state, value, formatter);
    if (!writer.ok) {
      state.collector.report('bad-input', writer.problem);
      return '';
    }
    // Applied to a product item, the island writes as the platform's does (its folder's defaults).
    const defaults = writer.inBlock ? undefined : known?.itemDefaults;
    if (!defaults) return writer.write(island, options);
    return writer.write(island, { ...options, attributes: { ...defaults, ...options.attributes } });
  } catch (error) {
    // Bad options (IslandOptionsError) and render failures: reported, and nothing on the page.
    state.collector.report('function-error', `island "${island}": ${errorText(error)}`);
    return '';
  }
}

class IslandFormatter extends Formatter {
  constructor(
    private readonly formatterName: string,
    private readonly island: string,
    private readonly fixed: readonly string[] = [],
    private readonly tag?: string,
  ) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, this.formatterName, first);
    if (!state) return;
    const value = first.node.value;
    const all = [...this.fixed, ...args];
    first.set(islandHtml(state, this.island, all, value, this.formatterName, undefined, this.tag));
  }
}

/** The platform's product-checkout: its pickers, quantity and add-to-cart button, one scope. */
class ProductCheckoutFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, 'product-checkout', first);
    if (!state) return;
    const value = first.node.value;
    const target = productWriter(state, value, 'product-checkout');
    if (!target.ok) {
      state.collector.report('bad-input', target.problem);
      first.set('');
      return;
    }
    first.set(
      CHECKOUT_ISLANDS.map((island) =>
        islandHtml(state, island, args, value, 'product-checkout', target),
      ).join(''),
    );
  }
}

/** What the platform's product-checkout composes, in its order. */
const CHECKOUT_ISLANDS = ['variant-select', 'quantity', 'add-to-cart'] as const;

const APPLY = Formatters.apply;

class ProductBlockFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, PRODUCT_BLOCK, first);
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
    const state = formatterState(ctx, 'storefront-context', first);
    if (state) first.set(state.renderer.contextScript());
  }
}

function islandFormatters(): FormatterMap {
  const map: FormatterMap = {};
  for (const island of Object.keys(serverWidgets)) setOwn(map, island, new IslandFormatter(island, island));
  for (const [island, known] of Object.entries(templateIslands))
    for (const [platform, { args, tag }] of Object.entries(known.platformFormatters ?? {}))
      setOwn(map, platform, new IslandFormatter(platform, island, args, tag));
  map['product-checkout'] = new ProductCheckoutFormatter();
  map[PRODUCT_BLOCK] = new ProductBlockFormatter();
  map['storefront-context'] = new ContextScriptFormatter();
  return map;
}

export const ISLAND_FORMATTERS: FormatterMap = islandFormatters();
