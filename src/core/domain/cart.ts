// What the core's cart store and purchase checks need of the cart (the empty cart, the stock
// check's count, an entry's quantity range, quantities applied ahead of the platform), apart
// from the cart's schema and the cart page's rules (cart-schema.ts, cart-rules.ts): those are
// only used by chunks of their own (the platform calls, tab sync, the cart page), so a product
// page does not download them up front.

import { own } from '../base/own.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './buy-flow-constants.ts';
import type { Cart } from './cart-schema.ts';
import { currencyDecimals } from './currency.ts';

export const EMPTY_CART: Cart = { entries: [], subtotalCents: 0, totalQuantity: 0 };

/** How many of one item variant the cart already holds (for the stock check). */
export function quantityInCart(cart: Cart, itemId: string, sku: string): number {
  return cart.entries
    .filter((entry) => entry.itemId === itemId && entry.chosenVariant?.sku === sku)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

/** A cart entry's quantity must be a whole number from 1 to 9999 (the quantity input's range). */
export function isValidEntryQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}

/**
 * An add fits a cart line when the line it makes stays within the quantity input's maximum
 * (spec 9): what the cart holds of that item variant plus the add (issue 49).
 */
export function fitsCartLine(inCart: number, quantity: number): boolean {
  return inCart + quantity <= QUANTITY_MAX;
}

/**
 * Where a stepper press takes a line: one up or down, within 1..9999 and `most` (+ stops there).
 * A line the platform holds above 9999 (its own data) steps down to 9999, the most a line may
 * hold, since one less would still be refused. Undefined: the press changes nothing.
 */
export function steppedQuantity(current: number, delta: 1 | -1, most: number): number | undefined {
  if (delta < 0 && current > QUANTITY_MAX) return QUANTITY_MAX;
  const next = current + delta;
  if (!isValidEntryQuantity(next)) return undefined;
  return delta > 0 && next > most ? undefined : next;
}

/**
 * The cart with some entries' quantities replaced (changes sent but not yet confirmed): totals
 * follow by each entry's unit price, so the pill and the subtotal move with the stepper, and the
 * grand total moves by as much (an estimate like the subtotal: the cart page marks both pending
 * until the platform answers; left alone, it showed the old total under the new subtotal).
 */
export function withQuantities(cart: Cart, quantities: Readonly<Record<string, number>>): Cart {
  let changed = false;
  let totalQuantity = cart.totalQuantity;
  let subtotalCents = cart.subtotalCents;
  const entries = cart.entries.map((entry) => {
    const quantity = own(quantities, entry.id);
    if (quantity === undefined || quantity === entry.quantity) return entry;
    changed = true;
    totalQuantity += quantity - entry.quantity;
    subtotalCents += (quantity - entry.quantity) * (entry.purchasePriceCents ?? 0);
    // The platform's line total was for the old quantity: until it answers, unit times quantity.
    const { subTotal: _old, ...rest } = entry;
    return { ...rest, quantity };
  });
  if (!changed) return cart;
  const currency = cart.subtotal?.currency;
  const subtotal = currency
    ? {
        ...cart.subtotal,
        value: (subtotalCents / 10 ** currencyDecimals(currency)).toFixed(currencyDecimals(currency)),
      }
    : cart.subtotal;
  const grandTotalCents =
    cart.grandTotalCents === undefined
      ? undefined
      : cart.grandTotalCents + subtotalCents - cart.subtotalCents;
  return {
    ...cart,
    entries,
    totalQuantity,
    subtotalCents,
    ...(subtotal ? { subtotal } : {}),
    ...(grandTotalCents === undefined ? {} : { grandTotalCents }),
  };
}

/** Stepper clicks on one entry closer together than this are sent as one quantity change. */
export const CART_QUANTITY_QUIET_MS = 400;
