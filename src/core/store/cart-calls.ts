// The cart store's platform half, a chunk of its own (loaded with the first cart call, or when
// the page is idle): the calls with their response schemas, each mapping its own failures, and
// the rules for a call whose answer was lost (they only matter once a call was made). The calls
// are bound here to the client and the words, so the store (in every page's initial JS) passes
// only what differs per call.
import type { KyInstance } from 'ky';
import {
  type AddEntryRequest,
  addCartEntry,
  fetchCart,
  removeCartEntry,
  updateCartEntryFields,
  updateCartEntryQuantity,
} from '../platform/cart-api.ts';
import { isOutcomeUnknown } from '../platform/outcome.ts';
import type { Strings } from '../words/strings.ts';
import { entryWriteApplied, landedAdd, reportLostWrite } from './cart-outcomes.ts';

export function bindCartCalls(http: KyInstance, strings: Strings) {
  return {
    fetchCart: () => fetchCart(http, strings),
    addCartEntry: (request: AddEntryRequest) => addCartEntry(http, request, strings),
    updateCartEntryQuantity: (entryId: string, quantity: number) =>
      updateCartEntryQuantity(http, entryId, quantity, strings),
    removeCartEntry: (entryId: string) => removeCartEntry(http, entryId, strings),
    updateCartEntryFields: (entryId: string, request: Parameters<typeof updateCartEntryFields>[2]) =>
      updateCartEntryFields(http, entryId, request, strings),
    isOutcomeUnknown,
    landedAdd,
    entryWriteApplied,
    reportLostWrite,
  };
}

export type CartCalls = ReturnType<typeof bindCartCalls>;
