// The buy-flow islands rendered by the server renderer hydrate in the browser without a
// mismatch, share one product selection, and work after hydration.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import type { StartedStorefront } from '../../browser/start.ts';
import { createPageRenderer } from '../../server/render-island.tsx';
import { setupStorefrontPage, US_STORE_CONTEXT } from '../../test/storefront-page.ts';
import { catalogItem } from './buy-flow.test-helper.tsx';

setupMockPlatform();
const storefront = setupStorefrontPage();

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

const context = US_STORE_CONTEXT;

/**
 * Until every island on the page has hydrated, as Storefront.debug() reports them, however long a
 * loaded machine takes (no deadline but the test's own). A fixed 50 ms wait here compared the
 * HTML before hydration on a slow machine, and chose a size before the select had hydrated.
 */
async function hydrated(started: StartedStorefront | undefined): Promise<void> {
  for (;;) {
    const report = await started?.api.debug();
    const failed = report?.islands.find((island) => island.state === 'failed');
    if (failed) throw new Error(`${failed.element} failed: ${failed.reason}`);
    if (report?.islands.every((island) => island.state === 'hydrated')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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
    await hydrated(started);
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
    await hydrated(started);
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
