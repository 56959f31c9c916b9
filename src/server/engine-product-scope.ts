// How a product island in a template reaches its product: the enclosing
// {item|storefront-product partial} block, else the product item the formatter is applied to
// (the platform idiom: `{.section item}{@|product-price}{.end}`, list cards, applied blocks).
// Items are grouped by id for the whole render, so every island of one item shares one scope
// and its JSON is written once (docs/architecture.md "Product scope").
import { readProductItem } from '../core/contract/index.ts';
import type { Product } from '../core/domain/product.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import type { RenderState } from './engine-context.ts';
import type { IslandRenderOptions } from './render-island.tsx';

/** The name of the product block formatter. */
export const PRODUCT_BLOCK = 'storefront-product';

type Writer = (island: string, options: IslandRenderOptions) => string;

type ProductWriter =
  | { readonly ok: true; readonly write: Writer; readonly inBlock: boolean }
  | { readonly ok: false; readonly problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A platform product item: an object with a string id that says it is a product (store item
 * record type 11, a product type, or variants). A blog post or a page is not one.
 */
export function isProductItem(value: unknown): value is ProductItemInput {
  if (!isRecord(value) || typeof value.id !== 'string') return false;
  const content = isRecord(value.structuredContent) ? value.structuredContent : {};
  return (
    value.recordType === 11 ||
    typeof value.productType === 'number' ||
    typeof content.productType === 'number' ||
    Array.isArray(value.variants) ||
    Array.isArray(content.variants)
  );
}

/** The product a predicate or text formatter reads, read as the browser reads it; else undefined. */
export function productOf(value: unknown, currency: string): Product | undefined {
  if (!isProductItem(value)) return undefined;
  const read = readProductItem(value, currency, () => {});
  return read.ok ? read.product : undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where `formatter`'s islands go for the value it is applied to, or why they cannot. */
export function productWriter(state: RenderState, value: unknown, formatter: string): ProductWriter {
  const block = state.products.at(-1);
  if (block) return { ok: true, write: block.island, inBlock: true };
  if (!isProductItem(value))
    return {
      ok: false,
      problem: `formatter "${formatter}" must be applied to a product item ({.section item}{@|${formatter}}{.end}) or sit inside a {item|${PRODUCT_BLOCK} partial} block`,
    };
  let scope = state.items.get(value.id);
  if (!scope) {
    try {
      scope = state.renderer.productScope(value);
    } catch (error) {
      return { ok: false, problem: `formatter "${formatter}": ${messageOf(error)}` };
    }
    state.items.set(value.id, scope);
  }
  return { ok: true, write: scope.namedIsland, inBlock: false };
}
