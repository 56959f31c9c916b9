// Quantity rules (spec 5): when the quantity input shows, and reading what the shopper typed.
import { QUANTITY_MAX, QUANTITY_MIN } from './buy-flow-constants.ts';
import type { StoreSettings } from './context-schema.ts';
import { type Product, ProductType } from './product.ts';
import { totalStock } from './product-rules.ts';

/**
 * Physical products, or services when the store allows several; never subscribable products;
 * only when more than one unit exists in total (unlimited counts as infinite).
 */
export function isQuantityVisible(
  product: Product,
  settings: Pick<StoreSettings, 'multipleQuantityAllowedForServices'>,
): boolean {
  if (product.subscribable) return false;
  const kindAllows =
    product.type === ProductType.PHYSICAL ||
    (product.type === ProductType.SERVICE && settings.multipleQuantityAllowedForServices);
  return kindAllows && totalStock(product) > 1;
}

type QuantityReading =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly problem: 'not-a-number' | 'not-whole' | 'out-of-range' };

/** Reads the typed quantity: a number, whole, within 1..9999. */
export function readQuantity(text: string): QuantityReading {
  const trimmed = text.trim();
  // Number('') is 0 and Number(' ') too, so emptiness is checked first.
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, problem: 'not-a-number' };
  if (!Number.isInteger(value)) return { ok: false, problem: 'not-whole' };
  if (value < QUANTITY_MIN || value > QUANTITY_MAX) return { ok: false, problem: 'out-of-range' };
  return { ok: true, quantity: value };
}
