// The buy-flow islands rendered by the server renderer hydrate in the browser without a
// mismatch, share one product selection, and work after hydration.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createPageRenderer } from '../../server/render-island.tsx';
import { islandsHydrated, setupStorefrontPage, US_STORE_CONTEXT } from '../../test/storefront-page.ts';
import { catalogItem } from './buy-flow.test-helper.tsx';

setupMockPlatform();
const storefront = setupStorefrontPage();

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

const context = US_STORE_CONTEXT;

function serverPage(slug: string, display: 'select' | 'radio') {
  const renderer = createPageRenderer(context);
  return (
    renderer.contextScript() +
    renderer.product(
      catalogItem(slug),
      (island) =>
        island('product-price') +
        island('variant-select', { attributes: { display } }) +
        island('quantity') +
        island('add-to-cart'),
    )
  );
}

describe('buy-flow islands from server HTML', () => {
  it.each([
    ['linen-tee', 'select'],
    ['wool-throw', 'radio'],
    ['thrown-vase', 'select'],
    ['coffee-club', 'select'],
  ] as const)('%s (%s) hydrates without a mismatch', async (slug, display) => {
    const html = serverPage(slug, display);
    document.body.innerHTML = html;
    const before = document.querySelector('[data-storefront="add-to-cart"]')?.innerHTML;
    expect(before).toContain('sf-add-to-cart__button');
    const started = await storefront.start({ eager: true });
    await waitFor(() => expect(started?.api).toBeTruthy());
    await islandsHydrated(started);
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('[data-storefront="add-to-cart"]')?.innerHTML).toBe(before);
  });

  it('shares one selection across the islands of a product after hydration', async () => {
    document.body.innerHTML = serverPage('ceramic-planter', 'select');
    expect(document.querySelector('.sf-product-price')?.textContent).toBe('from $24.00');
    const started = await storefront.start({ eager: true });
    const user = userEvent.setup();
    const size = await screen.findByRole('combobox', { name: 'Size' });
    await waitFor(() => expect(document.querySelector('[data-storefront="variant-select"]')).toBeTruthy());
    await islandsHydrated(started);
    await user.selectOptions(size, 'Large');
    await waitFor(() => expect(document.querySelector('.sf-product-price')?.textContent).toBe('$56.00'));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeTruthy();
    await waitFor(() => expect(started?.api.cart.get().totalQuantity).toBe(1), {
      timeout: 3000,
    });
    expect(errors).not.toHaveBeenCalled();
  });
});
