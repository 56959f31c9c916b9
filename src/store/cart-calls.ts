// The cart store's platform half, a chunk of its own (loaded with the first cart call, or when
// the page is idle): the calls with their response schemas, each mapping its own failures.
export {
  addCartEntry,
  fetchCart,
  removeCartEntry,
  updateCartEntryFields,
  updateCartEntryQuantity,
} from '../platform/cart-api.ts';
