export { type AddEntryRequest, type AddEntryResponse, addCartEntry, fetchCart } from './cart-api.ts';
export { PlatformError, type PlatformErrorKind, toPlatformError } from './errors.ts';
export { createHttp, type HttpOptions, resolveApiRoot } from './http.ts';
export { shopperMessage } from './shopper-message.ts';
export { type SubscriptionRequest, startSubscription } from './subscription-api.ts';
