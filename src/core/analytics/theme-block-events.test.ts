// Issue 34: a theme's related-products and reviews blocks report the spec's RelatedProduct* and
// Reviews* events through two DOM events, routed by production's one event router.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchStorefrontEvent } from '../contract/storefront-events.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import type { Census } from './census.ts';
import { createCommerceEvents } from './commerce-events.ts';
import { createAnalyticsGate } from './gate.ts';
import { createTriggers } from './triggers.ts';

const context = SiteContextSchema.parse({ website: { id: 's' }, item: { id: 'page-product' } });

function listening() {
  const track = vi.fn(async (_name: string, _data?: Record<string, unknown>) => {});
  const commerce = createCommerceEvents({ context, track, enabled: true });
  const gate = createAnalyticsGate({ context, path: '/' });
  const stop = createTriggers({ gate, census: {} as Census, commerce }).listen();
  return { track, stop };
}

let stop = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe("a theme's related-products and reviews blocks", () => {
  it('send RelatedProductDisplay, Click and AddToCart for the product they name', () => {
    const heard = listening();
    stop = heard.stop;
    dispatchStorefrontEvent('related-product', { action: 'display', productId: 'p2' });
    dispatchStorefrontEvent('related-product', { action: 'click', productId: 'p2', sku: 'SKU-2' });
    dispatchStorefrontEvent('related-product', { action: 'add-to-cart', productId: 'p3' });
    expect(heard.track.mock.calls.map(([name]) => name)).toEqual([
      'CommerceShopping_RelatedProductDisplay',
      'CommerceShopping_RelatedProductClick',
      'CommerceShopping_RelatedProductAddToCart',
    ]);
    expect(heard.track.mock.calls[1]?.[1]).toMatchObject({
      itemId: 'p2',
      sku: 'SKU-2',
      sourceItemId: 'page-product',
      websiteId: 's',
    });
  });

  it("send ReviewsTab and ReviewsVitalsAnchorLink, for the page's product unless one is named", () => {
    const heard = listening();
    stop = heard.stop;
    dispatchStorefrontEvent('reviews', { action: 'tab' });
    dispatchStorefrontEvent('reviews', { action: 'vitals-anchor-link', productId: 'p9' });
    expect(heard.track.mock.calls.map(([name, data]) => [name, data?.itemId])).toEqual([
      ['CommerceShopping_ReviewsTab', 'page-product'],
      ['CommerceShopping_ReviewsVitalsAnchorLink', 'p9'],
    ]);
  });

  it('record nothing for a detail the theme got wrong, and say what was expected', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard = listening();
    stop = heard.stop;
    dispatchStorefrontEvent('related-product', { action: 'hover', productId: 'p2' } as never);
    dispatchStorefrontEvent('related-product', { action: 'toString', productId: 'p2' } as never);
    dispatchStorefrontEvent('related-product', { action: 'click' } as never);
    dispatchStorefrontEvent('reviews', { action: 'open' } as never);
    expect(heard.track).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[Storefront] storefront:related-product needs an action of "display", "click", "add-to-cart"; got "hover". Nothing was recorded.',
      '[Storefront] storefront:related-product needs an action of "display", "click", "add-to-cart"; got "toString". Nothing was recorded.',
      '[Storefront] storefront:related-product needs the related productId. Nothing was recorded.',
      '[Storefront] storefront:reviews needs an action of "tab", "vitals-anchor-link"; got "open". Nothing was recorded.',
    ]);
  });
});
