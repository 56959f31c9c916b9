import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paintCartGlance, readCartGlance, writeCartGlance } from './cart-glance.ts';

const GLANCE = {
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
    expect(readCartGlance(document)).toEqual(GLANCE);
    document.documentElement.lang = 'fr-FR';
    expect(readCartGlance(document)).toBeUndefined();
  });

  it('is dropped once the cart cookie is gone', () => {
    writeCartGlance(GLANCE);
    Cookies.remove('CART', { path: '/' });
    expect(readCartGlance(document)).toBeUndefined();
    Cookies.set('CART', 'token-1', { path: '/' });
    expect(readCartGlance(document)).toBeUndefined();
  });

  it('keeps nothing for an empty cart, and ignores what is not a glance', () => {
    writeCartGlance({ ...GLANCE, quantity: 0, count: '0' });
    expect(readCartGlance(document)).toBeUndefined();
    localStorage.setItem('storefront:cart-glance', '{"lang":"en-US","quantity":"2"}');
    expect(readCartGlance(document)).toBeUndefined();
    localStorage.setItem('storefront:cart-glance', '{not json');
    expect(readCartGlance(document)).toBeUndefined();
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
