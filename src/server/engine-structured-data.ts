// The structured-data formatters of the template engine (json-ld.ts): in the platform's idiom,
// applied to the item they describe. `{.section item}{@|product-json-ld}{.end}` on a product page
// (named arguments `brand=Acme` and `sale-ends=2026-12-31`; the platform's argument delimiter
// takes brands with spaces: `{@|product-json-ld,brand=Linen & Co}`), `{items|item-list-json-ld}`
// on a product list. Absolute URLs come from the page context's `website.baseUrl`, as the
// platform's context carries it.
import { type Context, Formatter, type FormatterMap, type Variable } from '@squarespace/template-engine';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import { formatterState, type RenderState } from './engine-context.ts';
import { isProductItem } from './engine-product-scope.ts';
import { itemListJsonLd, jsonLdScript, productJsonLd } from './json-ld.ts';

type Describe = (value: unknown, state: RenderState, named: Readonly<Record<string, string>>) => unknown;

function baseUrlOf(state: RenderState): string | undefined {
  const website = state.renderer.services.context.website as { baseUrl?: unknown };
  return typeof website.baseUrl === 'string' && website.baseUrl !== '' ? website.baseUrl : undefined;
}

const DESCRIBE: Readonly<Record<string, Describe>> = {
  'product-json-ld': (value, state, named) => {
    if (!isProductItem(value)) throw new Error('must be applied to a product item');
    return productJsonLd(value, state.renderer.services.currency, {
      baseUrl: baseUrlOf(state),
      ...(named.brand ? { brand: named.brand } : {}),
      ...(named['sale-ends'] ? { saleEnds: named['sale-ends'] } : {}),
    });
  },
  'item-list-json-ld': (value, state) => {
    if (!Array.isArray(value)) throw new Error('must be applied to a list of product items');
    const products = value.filter((item): item is ProductItemInput => isProductItem(item));
    return itemListJsonLd(products, { baseUrl: baseUrlOf(state) });
  },
};

/** `key=value` arguments; a value may hold spaces when the template uses another delimiter. */
function namedArgs(args: readonly string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(
    args.flatMap((arg) => {
      const at = arg.indexOf('=');
      return at > 0 ? [[arg.slice(0, at), arg.slice(at + 1)]] : [];
    }),
  );
}

class JsonLdFormatter extends Formatter {
  constructor(
    private readonly name: string,
    private readonly describe: Describe,
  ) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, this.name, first);
    if (!state) return;
    try {
      first.set(jsonLdScript(this.describe(first.node.value, state, namedArgs(args))));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      state.collector.report('bad-input', `formatter "${this.name}": ${reason}`);
      first.set('');
    }
  }
}

export const STRUCTURED_DATA_FORMATTERS: FormatterMap = Object.fromEntries(
  Object.entries(DESCRIBE).map(([name, describe]) => [name, new JsonLdFormatter(name, describe)]),
);
