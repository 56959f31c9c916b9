// The shopping cart as the platform returns it (spec 3). Prices are in cents.
import { z } from './zod.ts';

export const CartEntrySchema = z.looseObject({
  id: z.string(),
  itemId: z.string(),
  chosenVariant: z.optional(
    z.looseObject({ sku: z.optional(z.string()), attributes: z.optional(z.record(z.string(), z.string())) }),
  ),
  quantity: z.number(),
  title: z.optional(z.string()),
  purchasePriceCents: z.optional(z.number()),
  /** The entry's custom form answers (JSON text, or already parsed), when it has a form. */
  additionalFields: z.optional(z.nullable(z.unknown())),
  /**
   * The product's custom form, when the platform names it on the entry (the spec does not say
   * it does; docs/architecture.md): the cart page offers Edit only for entries that carry it.
   */
  additionalFieldsFormId: z.optional(z.nullable(z.string())),
});

export const CartSchema = z.looseObject({
  id: z.optional(z.string()),
  websiteId: z.optional(z.string()),
  entries: z._default(z.array(CartEntrySchema), []),
  subtotalCents: z._default(z.number(), 0),
  grandTotalCents: z.optional(z.number()),
  totalQuantity: z._default(z.number(), 0),
  isPurchased: z.optional(z.boolean()),
  subtotal: z.optional(z.looseObject({ value: z.optional(z.string()), currency: z.optional(z.string()) })),
});

export type CartEntry = z.infer<typeof CartEntrySchema>;
export type Cart = z.infer<typeof CartSchema>;

export const EMPTY_CART: Cart = { entries: [], subtotalCents: 0, totalQuantity: 0 };

/** How many of one item variant the cart already holds (for the stock check). */
export function quantityInCart(cart: Cart, itemId: string, sku: string): number {
  return cart.entries
    .filter((entry) => entry.itemId === itemId && entry.chosenVariant?.sku === sku)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}
