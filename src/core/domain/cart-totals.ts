// The cart page's totals, laid out as checkout shows them (spec 3 "Shopping cart"): subtotal,
// discount with the coupons that gave it, shipping with the chosen option, tax with its rules,
// then the grand total; coupons the platform refused are named with why. A row shows only when
// the cart has it, so a plain cart shows its subtotal alone. Amounts are the platform's own
// (minor units, never recomputed), so the page agrees with what checkout will charge.

import { own } from '../base/own.ts';
import type { Cart } from './cart-schema.ts';
import { type Money, money } from './money.ts';

export interface CartTotalRow {
  readonly kind: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';
  readonly amount: Money;
  /** Words that say where the amount comes from: coupon codes, the shipping option, tax rules. */
  readonly detail: readonly string[];
}

export interface CartTotals {
  readonly rows: readonly CartTotalRow[];
  /** Coupons applied to this cart, by code. */
  readonly validCoupons: readonly string[];
  /** Coupons entered but not applied to this cart, by code. */
  readonly invalidCoupons: readonly string[];
}

/** The words of a coupon, tax rule or shipping option: a string, or the first of these fields. */
function wordsOf(value: unknown, fields: readonly string[]): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const field of fields) {
    const text = own(value as Readonly<Record<string, unknown>>, field);
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return undefined;
}

const COUPON_FIELDS = ['promoCode', 'code', 'name', 'title'];
const NAME_FIELDS = ['name', 'label', 'title', 'displayName'];

function allWords(list: readonly unknown[] | undefined, fields: readonly string[]): string[] {
  const words = (list ?? []).map((item) => wordsOf(item, fields)).filter((word) => word !== undefined);
  return [...new Set(words)];
}

const positive = (cents: number | undefined): cents is number => cents !== undefined && cents > 0;

export function cartTotals(cart: Cart, currency: string): CartTotals {
  // `coupons` are the codes entered; the platform says which applied when it splits them.
  const validCoupons = allWords(cart.validCoupons ?? cart.coupons, COUPON_FIELDS);
  const invalidCoupons = allWords(cart.invalidCoupons, COUPON_FIELDS);
  const rows: CartTotalRow[] = [
    { kind: 'subtotal', amount: money(cart.subtotalCents, currency), detail: [] },
  ];
  if (positive(cart.discountCents)) {
    rows.push({ kind: 'discount', amount: money(cart.discountCents, currency), detail: validCoupons });
  }
  const shippingOption = wordsOf(cart.selectedShippingOption, NAME_FIELDS);
  if (cart.shippingCostCents !== undefined && (cart.shippingCostCents > 0 || shippingOption)) {
    rows.push({
      kind: 'shipping',
      amount: money(cart.shippingCostCents, currency),
      detail: shippingOption ? [shippingOption] : [],
    });
  }
  if (positive(cart.taxCents)) {
    rows.push({
      kind: 'tax',
      amount: money(cart.taxCents, currency),
      detail: allWords(cart.applicableTaxRules, NAME_FIELDS),
    });
  }
  // The grand total is worth a row once something stands between it and the subtotal.
  const grand = cart.grandTotalCents;
  if (grand !== undefined && (rows.length > 1 || grand !== cart.subtotalCents)) {
    rows.push({ kind: 'total', amount: money(grand, currency), detail: [] });
  }
  return { rows, validCoupons, invalidCoupons };
}
