import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATH } from './buy-flow-constants.ts';
import { giftCardCheckoutUrl, subscribeCheckoutUrl } from './checkout-urls.ts';

describe('checkout urls', () => {
  it('express checkout', () => {
    expect(CHECKOUT_PATH).toBe('/commerce/goto-checkout');
  });
  it.each([
    ['abc123', '/checkout/subscribe?cartToken=abc123'],
    ['a&b=c', '/checkout/subscribe?cartToken=a%26b%3Dc'],
  ])('subscribe %s', (token, expected) => {
    expect(subscribeCheckoutUrl(token)).toBe(expected);
  });
  it.each([
    [
      ['site-us', 'card-1', 'GC-25'],
      '/checkout/giftcard?websiteId=site-us&giftCardProductId=card-1&sku=GC-25',
    ],
    [['site-us', 'card-1'], '/checkout/giftcard?websiteId=site-us&giftCardProductId=card-1'],
  ] as const)('gift card %j', (args, expected) => {
    expect(giftCardCheckoutUrl(args[0], args[1], args[2])).toBe(expected);
  });
});
