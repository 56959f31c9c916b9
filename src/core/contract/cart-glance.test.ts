import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageSiteId, paintCartGlance, readCartGlance, writeCartGlance } from './cart-glance.ts';

const GLANCE = {
  site: 'site-us',
  lang: 'en-US',
  quantity: 2,
  count: '2',
  label: '2 items in cart, subtotal $50.00',
  subtotal: '$50.00',
};

const SERVER_PILL = `<div data-storefront="cart-pill"><a class="sf-cart-pill" href="/cart" hidden><span class="sf-visually-hidden">0 items in cart, subtotal $0.00</span><span class="sf-cart-pill__count" aria-hidden="true">0</span><span class="sf-cart-pill__subtotal" aria-hidden="true">$0.00</span></a></div>
<div data-storefront="cart-pill" data-show="quantity"><span class="sqs-cart-quantity">0</span></div>`;

beforeEach(() => {
  document.documentElement.lang = 'en-US';
  Cookies.set('CART', 'token-1', { path: '/' });
});
afterEach(() => {
  Cookies.remove('CART', { path: '/' });
  writeCartGlance(undefined);
});

describe('the cart glance', () => {
  it('gives back what the pill wrote, on a page of the same language with the cart cookie', () => {
    writeCartGlance(GLANCE);
    expect(readCartGlance(document, 'site-us')).toEqual(GLANCE);
    // Another shop on the same origin (/jp/ beside /) has a cart of its own.
    expect(readCartGlance(document, 'site-jp')).toBeUndefined();
    document.documentElement.lang = 'fr-FR';
    expect(readCartGlance(document, 'site-us')).toBeUndefined();
  });

  it('is dropped once the cart cookie is gone', () => {
    writeCartGlance(GLANCE);
    Cookies.remove('CART', { path: '/' });
    expect(readCartGlance(document, 'site-us')).toBeUndefined();
    Cookies.set('CART', 'token-1', { path: '/' });
    expect(readCartGlance(document, 'site-us')).toBeUndefined();
  });

  it('keeps nothing for an empty cart, and ignores what is not a glance', () => {
    writeCartGlance({ ...GLANCE, quantity: 0, count: '0' });
    expect(readCartGlance(document, 'site-us')).toBeUndefined();
    localStorage.setItem('storefront:cart-glance', '{"site":"site-us","lang":"en-US","quantity":"2"}');
    expect(readCartGlance(document, 'site-us')).toBeUndefined();
    localStorage.setItem('storefront:cart-glance', '{not json');
    expect(readCartGlance(document, 'site-us')).toBeUndefined();
  });

  it("reads the page's shop from its context, as the loader must before the runtime", () => {
    document.body.innerHTML =
      '<script type="application/json" id="storefront-context">{"website":{"id":"site-jp"}}</script>';
    expect(pageSiteId(document)).toBe('site-jp');
    document.body.innerHTML = '<script type="application/json" id="storefront-context">{not json</script>';
    expect(pageSiteId(document)).toBe('');
  });

  it('paints every pill of the page, the pill and a figure alone', () => {
    document.body.innerHTML = SERVER_PILL;
    paintCartGlance(document, GLANCE);
    const link = document.querySelector<HTMLAnchorElement>('.sf-cart-pill');
    expect(link?.hidden).toBe(false);
    expect(link?.querySelector('.sf-visually-hidden')?.textContent).toBe(GLANCE.label);
    expect(link?.querySelector('.sf-cart-pill__count')?.textContent).toBe('2');
    expect(link?.querySelector('.sf-cart-pill__subtotal')?.textContent).toBe('$50.00');
    expect(document.querySelector('.sqs-cart-quantity')?.textContent).toBe('2');
  });
});
