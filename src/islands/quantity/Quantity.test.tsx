import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { Quantity } from './Quantity.tsx';

describe('quantity', () => {
  it('is a labelled number input, 1 to 9999 in steps of 1, starting at 1 (WCAG 3.3.2, 4.1.2)', () => {
    renderProduct(catalogItem('stoneware-mug'), <Quantity />);
    const input = screen.getByRole('spinbutton', {
      name: 'Quantity',
    }) as HTMLInputElement;
    expect([input.type, input.min, input.max, input.step, input.value]).toEqual([
      'number',
      '1',
      '9999',
      '1',
      '1',
    ]);
  });

  it('keeps what the shopper typed in the shared store', async () => {
    const user = userEvent.setup();
    const { store } = renderProduct(catalogItem('stoneware-mug'), <Quantity />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '12');
    expect(store.getState().quantityText).toBe('12');
  });

  it.each([
    ['digital', 'sourdough-guide', {}],
    ['subscribable', 'coffee-club', {}],
    ['stock of 1', 'room-spray', {}],
    ['gift card', 'gift-card', {}],
    [
      'service without multiple quantity',
      'pottery-workshop',
      {
        websiteSettings: {
          storeSettings: { multipleQuantityAllowedForServices: false },
        },
      },
    ],
  ])('is hidden for %s', (_name, slug, context) => {
    const { container } = renderProduct(catalogItem(slug), <Quantity />, context);
    expect(container.innerHTML).toBe('');
  });

  it('shows for a service when multiple quantity is allowed (the default)', () => {
    renderProduct(catalogItem('pottery-workshop'), <Quantity />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
  });

  it('hides while the chosen variant is sold out and comes back for one in stock', () => {
    const { store } = renderProduct(catalogItem('linen-tee'), <Quantity />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    act(() => {
      store.getState().choose('Size', 'M');
      store.getState().choose('Colour', 'Charcoal');
    });
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    act(() => store.getState().choose('Colour', 'Oat'));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
  });
});
