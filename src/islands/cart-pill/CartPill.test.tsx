import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIsland } from '../../test/render-island.tsx';
import { IslandOptionsError } from '../shared/contract.ts';
import cartPill, { parseCartPillOptions } from './index.ts';

function renderPill(attributes: Record<string, string>) {
  return renderIsland(cartPill.prepare({ attributes, json: undefined }));
}

describe('cart pill data-show-empty', () => {
  it('is hidden at 0 items by default', () => {
    const { container } = renderPill({});
    expect(container.querySelector('a')?.hidden).toBe(true);
  });

  it('stays visible at 0 items when the template asks', () => {
    renderPill({ showEmpty: 'true' });
    const link = screen.getByRole('link', { name: '0 items in cart, subtotal $0.00' });
    expect(link.hidden).toBe(false);
  });

  it('follows the cart either way', () => {
    const { services, container } = renderPill({ showEmpty: 'false' });
    act(() => services.cart.setState({ cart: { entries: [], totalQuantity: 2, subtotalCents: 5200 } }));
    expect(container.querySelector('a')?.hidden).toBe(false);
  });

  it("above 100 items its name is the spec's 'More than 100 items in cart' and the subtotal it shows (spec 4 \"Cart pill\")", () => {
    const { services } = renderPill({});
    act(() => services.cart.setState({ cart: { entries: [], totalQuantity: 120, subtotalCents: 312000 } }));
    const link = screen.getByRole('link', { name: 'More than 100 items in cart, subtotal $3,120.00' });
    expect(link.textContent).toContain('100+');
    expect(link.textContent).toContain('$3,120.00');
  });

  it.each(['yes', '', 'TRUE'])('refuses data-show-empty="%s"', (value) => {
    expect(() => parseCartPillOptions({ attributes: { showEmpty: value }, json: undefined })).toThrow(
      IslandOptionsError,
    );
  });
});

describe('cart pill data-show (the platform header figures)', () => {
  it('writes the quantity or the subtotal alone, and follows the cart', () => {
    const quantity = renderPill({ show: 'quantity' });
    const subtotal = renderPill({ show: 'subtotal' });
    expect(quantity.container.textContent).toBe('0');
    expect(subtotal.container.textContent).toBe('$0.00');
    act(() =>
      quantity.services.cart.setState({ cart: { entries: [], totalQuantity: 3, subtotalCents: 7800 } }),
    );
    act(() =>
      subtotal.services.cart.setState({ cart: { entries: [], totalQuantity: 3, subtotalCents: 7800 } }),
    );
    expect(quantity.container.querySelector('.sqs-cart-quantity')?.textContent).toBe('3');
    expect(subtotal.container.querySelector('.sqs-cart-subtotal')?.textContent).toBe('$78.00');
  });

  it('refuses another figure', () => {
    expect(() => parseCartPillOptions({ attributes: { show: 'total' }, json: undefined })).toThrow(
      'data-show must be "pill", "quantity" or "subtotal", not "total"',
    );
  });
});
