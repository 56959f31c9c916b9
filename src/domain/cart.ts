// The cart values core code needs at load (the empty cart, the stock check's count), apart from
// the cart's schema: the schema is only used where a cart is read (the platform calls, tab sync),
// which load as chunks of their own, so a product page does not download it up front.
import type { Cart } from './cart-schema.ts';

export const EMPTY_CART: Cart = { entries: [], subtotalCents: 0, totalQuantity: 0 };

/** How many of one item variant the cart already holds (for the stock check). */
export function quantityInCart(cart: Cart, itemId: string, sku: string): number {
  return cart.entries
    .filter((entry) => entry.itemId === itemId && entry.chosenVariant?.sku === sku)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}
