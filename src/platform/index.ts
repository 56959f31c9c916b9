export {
  type AddEntryRequest,
  type AddEntryResponse,
  addCartEntry,
  fetchCart,
  removeCartEntry,
  type UpdateFieldsRequest,
  type UpdateFieldsResponse,
  updateCartEntryFields,
  updateCartEntryQuantity,
} from './cart-api.ts';
export { PlatformError, type PlatformErrorKind, toPlatformError } from './errors.ts';
export { createHttp, type HttpOptions, resolveApiRoot } from './http.ts';
export { isOutcomeUnknown } from './outcome.ts';
export { fetchStock, type StockResult } from './stock-api.ts';
