import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPurchaseIntent } from './purchase-intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<div data-storefront="product-price"><span id="price">$10</span></div><div data-storefront="add-to-cart"><button id="add">Add To Cart</button></div>';
  return { price: document.getElementById('price'), add: document.getElementById('add') };
}

describe('onPurchaseIntent', () => {
  it.each(['pointerover', 'touchstart', 'focusin'])('loads once on %s at an add-to-cart button', (type) => {
    const { add } = page();
    const load = vi.fn();
    onPurchaseIntent(load);
    add?.dispatchEvent(new Event(type, { bubbles: true }));
    add?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load at start or for other islands', () => {
    const { price } = page();
    const load = vi.fn();
    onPurchaseIntent(load);
    price?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing once stopped', () => {
    const { add } = page();
    const load = vi.fn();
    onPurchaseIntent(load)();
    add?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
