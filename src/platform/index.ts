export {
  type AddEntryRequest,
  type AddEntryResponse,
  addCartEntry,
  fetchCart,
  removeCartEntry,
  updateCartEntryFields,
  updateCartEntryQuantity,
} from './cart-api.ts';
export { PlatformError, toPlatformError } from './errors.ts';
export { isOutcomeUnknown } from './outcome.ts';
