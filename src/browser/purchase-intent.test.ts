import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseIntent } from './purchase-intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<div data-storefront="product-price"><span id="price">$10</span></div><div data-storefront="add-to-cart"><button id="add">Add To Cart</button></div>';
  return { price: document.getElementById('price'), add: document.getElementById('add') };
}

const on = (target: Element | null, type = 'pointerover') => {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('purchaseIntent', () => {
  it('loads once, at the first intent on an add-to-cart button', () => {
    const { add } = page();
    const load = vi.fn();
    const handle = purchaseIntent(load);
    handle(on(add));
    handle(on(add, 'focusin'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load for other islands', () => {
    const { price } = page();
    const load = vi.fn();
    purchaseIntent(load)(on(price));
    expect(load).not.toHaveBeenCalled();
  });
});
