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
export {
  type BootstrapConfig,
  BootstrapConfigSchema,
  CONFIG_ENVIRONMENTS,
  CONFIG_PATH,
  fetchBootstrapConfig,
} from './config-api.ts';
export { PlatformError, type PlatformErrorKind, toPlatformError } from './errors.ts';
export { createHttp, type HttpOptions, resolveApiRoot } from './http.ts';
export { isOutcomeUnknown } from './outcome.ts';
export { shopperMessage } from './shopper-message.ts';
export { type SubscriptionRequest, startSubscription } from './subscription-api.ts';
