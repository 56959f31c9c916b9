// Turns a product container's JSON into the product the islands use, the same way in the
// browser (reading the page) and on the server (rendering it), so a product the server accepts
// is exactly a product the browser accepts.
import { normalizeProduct, type Product } from '../domain/product.ts';
import { ProductItemSchema } from '../domain/product-schema.ts';
import { describeIssue } from '../domain/zod.ts';

export type ProductRead = { ok: true; product: Product } | { ok: false; problem: string };

export function readProductItem(json: unknown, currency: string): ProductRead {
  const parsed = ProductItemSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: `product JSON field ${describeIssue(parsed.error)}` };
  return { ok: true, product: normalizeProduct(parsed.data, currency) };
}

/** The server half's variant: an invalid product is a template bug, so it throws. */
export function productFromItem(json: unknown, currency: string): Product {
  const read = readProductItem(json, currency);
  if (!read.ok) throw new Error(`Invalid product item: ${read.problem}`);
  return read.product;
}
