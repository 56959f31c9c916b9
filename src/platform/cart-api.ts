// Cart calls (spec 7). Each parses its response, so a changed platform payload fails loudly here
// rather than as a wrong number in the cart pill.
import type { KyInstance } from 'ky';
import { type Cart, CartEntrySchema, CartSchema } from '../domain/cart-schema.ts';
import { z } from '../domain/zod.ts';

const AddEntryResponseSchema = z.looseObject({
  shoppingCart: CartSchema,
  newlyAdded: z.optional(z.nullable(CartEntrySchema)),
});
export type AddEntryResponse = z.infer<typeof AddEntryResponseSchema>;

export interface AddEntryRequest {
  readonly itemId: string;
  readonly sku: string;
  readonly quantity: number;
  /** JSON text of a custom form's answers, as the platform expects. */
  readonly additionalFields?: string | undefined;
}

export async function fetchCart(http: KyInstance): Promise<Cart> {
  const body = await http
    .get('commerce/shopping-cart', { searchParams: { calculateSubtotal: 'true' } })
    .json();
  return CartSchema.parse(body);
}

export async function addCartEntry(http: KyInstance, request: AddEntryRequest): Promise<AddEntryResponse> {
  const body = await http
    .post('commerce/shopping-cart/entries', {
      json: {
        itemId: request.itemId,
        sku: request.sku,
        quantity: request.quantity,
        additionalFields: request.additionalFields ?? null,
      },
    })
    .json();
  return AddEntryResponseSchema.parse(body);
}
