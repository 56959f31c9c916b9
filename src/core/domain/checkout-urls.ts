// Where the buy flow sends the shopper (spec 2, routes and navigation targets).
import { GIFT_CARD_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH } from './buy-flow-constants.ts';

export function subscribeCheckoutUrl(cartToken: string): string {
  return `${SUBSCRIBE_CHECKOUT_PATH}?${new URLSearchParams({ cartToken })}`;
}

export function giftCardCheckoutUrl(websiteId: string, productId: string, sku?: string): string {
  const query = new URLSearchParams({ websiteId, giftCardProductId: productId });
  if (sku) query.set('sku', sku);
  return `${GIFT_CARD_CHECKOUT_PATH}?${query}`;
}
