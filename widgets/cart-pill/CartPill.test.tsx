import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../src/boot/services.ts';
import { SiteContextSchema } from '../../src/domain/context-schema.ts';
import { IslandOptionsError } from '../shared/contract.ts';
import { IslandProvider } from '../shared/island-context.tsx';
import cartPill, { parseCartPillOptions } from './index.ts';

function renderPill(attributes: Record<string, string>) {
  const services = createServices(SiteContextSchema.parse({ website: { id: 'site-us' } }));
  const view = render(
    <IslandProvider services={services} product={null}>
      {cartPill.prepare({ attributes, json: undefined })}
    </IslandProvider>,
  );
  return { ...view, services };
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

  it.each(['yes', '', 'TRUE'])('refuses data-show-empty="%s"', (value) => {
    expect(() => parseCartPillOptions({ attributes: { showEmpty: value }, json: undefined })).toThrow(
      IslandOptionsError,
    );
  });
});
