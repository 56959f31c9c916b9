// Turns a product container's JSON into the product the islands use, the same way in the
// browser (reading the page) and on the server (rendering it), so a product the server accepts
// is exactly a product the browser accepts. A field of the wrong type is dropped with a
// warning and the rest kept; only a product without an id (or not an object) is refused.
import { ProductType } from '../domain/enums.ts';
import { normalizeProduct, type Product } from '../domain/product.ts';
import { type ProductItemInput, ProductItemSchema } from '../domain/product-schema.ts';
import { describeIssue, safeParseKeepingGoodFields } from '../domain/zod.ts';

type ProductRead = { ok: true; product: Product } | { ok: false; problem: string };

const warnInConsole = (problem: string) => console.warn(`[Storefront] ${problem}`);

/** A physical or service product none of whose variants says anything about stock. */
function lacksStockFields(item: ProductItemInput): boolean {
  const type = item.structuredContent?.productType ?? item.productType ?? ProductType.PHYSICAL;
  const variants = item.variants ?? item.structuredContent?.variants ?? [];
  return (
    (type === ProductType.PHYSICAL || type === ProductType.SERVICE) &&
    variants.length > 0 &&
    variants.every((variant) => variant.qtyInStock === undefined && variant.unlimited === undefined)
  );
}

export function readProductItem(json: unknown, currency: string, warn = warnInConsole): ProductRead {
  const id = JSON.stringify((json as { id?: unknown } | null)?.id);
  const parsed = safeParseKeepingGoodFields(ProductItemSchema, json, (path, problem) =>
    warn(`product ${id}: field "${path}" is ignored: ${problem}.`),
  );
  if (!parsed.success) return { ok: false, problem: `product JSON field ${describeIssue(parsed.error)}` };
  if (lacksStockFields(parsed.data)) {
    warn(`product ${id}: no variant has "qtyInStock" or "unlimited", so it is sold out.`);
  }
  return { ok: true, product: normalizeProduct(parsed.data, currency) };
}

/** The server half's variant: a product without an id is a template bug, so it throws. */
export function productFromItem(json: unknown, currency: string, warn = warnInConsole): Product {
  const read = readProductItem(json, currency, warn);
  if (!read.ok) throw new Error(`Invalid product item: ${read.problem}`);
  return read.product;
}
