// Cart calls (spec 7, docs/decisions.md "Cart entry changes"), one function per call so each can be
// re-pointed in one place. Each parses its response, so a changed platform payload fails loudly
// here rather than as a wrong number in the cart pill, and maps every failure to a PlatformError
// here, once (the store and the islands never see a ky error).

import type { KyInstance } from 'ky';
import { type Cart, CartEntrySchema, CartSchema, describeSetAside } from '../domain/cart-schema.ts';
import { z } from '../domain/zod.ts';
import type { Strings } from '../words/strings.ts';
import { mapFailures } from './errors.ts';
import { readBody } from './http.ts';
import { pathSegment } from './path-segment.ts';
import { CART_ENTRIES_PATH, CART_ENTRY_ANSWERS_PATH, CART_ENTRY_PATH, CART_PATH, pathWith } from './paths.ts';

const AddEntryResponseSchema = z.looseObject({
  shoppingCart: CartSchema,
  // What was added is reported by the cart; an unreadable echo of it is not a failed add.
  newlyAdded: z.catch(z.optional(z.nullable(CartEntrySchema)), undefined),
});
export type AddEntryResponse = z.infer<typeof AddEntryResponseSchema>;

const CartResponseSchema = z.looseObject({ shoppingCart: CartSchema });

const UpdateFieldsResponseSchema = z.looseObject({
  shoppingCart: CartSchema,
  updatedEntry: z.catch(z.optional(z.nullable(CartEntrySchema)), undefined),
});
type UpdateFieldsResponse = z.infer<typeof UpdateFieldsResponseSchema>;

export interface AddEntryRequest {
  readonly itemId: string;
  readonly sku: string;
  readonly quantity: number;
  /** JSON text of a custom form's answers, as the platform expects. */
  readonly additionalFields?: string | undefined;
}

interface UpdateFieldsRequest {
  readonly itemId: string;
  readonly sku: string;
  /** JSON text of the custom form's answers. */
  readonly additionalFields: string;
}

/** The last set-aside note logged, so a cart re-read after every change says it once. */
let lastSetAsideNote = '';

/** One `[Storefront]` line for site owners when the platform's cart holds unreadable entries. */
function noteSetAside(cart: Cart): void {
  const note = describeSetAside(cart);
  if (note === lastSetAsideNote) return;
  lastSetAsideNote = note;
  if (note) console.warn(`[Storefront] cart: ${note}`);
}

/**
 * Runs one call; any failure leaves as a PlatformError with the catalogue message. A write's lost
 * answer is logged as such: the store reads the cart again and says what the shopper sees.
 */
async function call<T>(
  strings: Strings,
  run: () => Promise<T>,
  cartOf: (value: T) => Cart,
  kind: 'read' | 'write' = 'write',
): Promise<T> {
  const value = await mapFailures(strings, run, kind === 'write' ? 'cart-write' : undefined);
  noteSetAside(cartOf(value));
  return value;
}

const itself = (cart: Cart) => cart;
const shoppingCartOf = (body: { shoppingCart: Cart }) => body.shoppingCart;

const entryPath = (entryId: string) => pathWith(CART_ENTRY_PATH, pathSegment(entryId));

/** GET /api/commerce/shopping-cart (retried with backoff by the http client: it is a read). */
export function fetchCart(http: KyInstance, strings: Strings): Promise<Cart> {
  return call(
    strings,
    async () => {
      return readBody(
        'GET',
        http.get(CART_PATH, { searchParams: { calculateSubtotal: 'true' } }),
        CartSchema,
      );
    },
    itself,
    'read',
  );
}

/** POST /api/commerce/shopping-cart/entries. Never retried: a retried add could add twice. */
export function addCartEntry(
  http: KyInstance,
  request: AddEntryRequest,
  strings: Strings,
): Promise<AddEntryResponse> {
  return call(
    strings,
    async () => {
      return readBody(
        'POST',
        http.post(CART_ENTRIES_PATH, {
          json: {
            itemId: request.itemId,
            sku: request.sku,
            quantity: request.quantity,
            additionalFields: request.additionalFields ?? null,
          },
        }),
        AddEntryResponseSchema,
      );
    },
    shoppingCartOf,
  );
}

/** PUT /api/commerce/shopping-cart/entries/{entryId} with { quantity } (docs/decisions.md "Cart entry changes"). */
export function updateCartEntryQuantity(
  http: KyInstance,
  entryId: string,
  quantity: number,
  strings: Strings,
): Promise<Cart> {
  return call(
    strings,
    async () => {
      const body = await readBody(
        'PUT',
        http.put(entryPath(entryId), { json: { quantity } }),
        CartResponseSchema,
      );
      return body.shoppingCart;
    },
    itself,
  );
}

/** DELETE /api/commerce/shopping-cart/entries/{entryId} (docs/decisions.md "Cart entry changes"). */
export function removeCartEntry(http: KyInstance, entryId: string, strings: Strings): Promise<Cart> {
  return call(
    strings,
    async () => {
      const body = await readBody('DELETE', http.delete(entryPath(entryId)), CartResponseSchema);
      return body.shoppingCart;
    },
    itself,
  );
}

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields (spec 7). */
export function updateCartEntryFields(
  http: KyInstance,
  entryId: string,
  request: UpdateFieldsRequest,
  strings: Strings,
): Promise<UpdateFieldsResponse> {
  return call(
    strings,
    async () => {
      return readBody(
        'PUT',
        http.put(pathWith(CART_ENTRY_ANSWERS_PATH, pathSegment(entryId)), {
          json: { itemId: request.itemId, sku: request.sku, additionalFields: request.additionalFields },
        }),
        UpdateFieldsResponseSchema,
      );
    },
    shoppingCartOf,
  );
}
