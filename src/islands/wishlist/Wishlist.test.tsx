import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { productFromItem } from '../../core/contract/index.ts';
import { SiteContextSchema } from '../../core/domain/context-schema.ts';
import { createProductStore } from '../../core/store/product-store.ts';
import type { Language } from '../../core/words/language.ts';
import frRestock from '../../core/words/strings-fr/restock.ts';
import { createPageRenderer } from '../../server/render-island.tsx';
import { createServices } from '../../test/services.ts';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { IslandProvider } from '../shared/island-context.tsx';
import wishlist from './index.ts';
import { Wishlist } from './Wishlist.tsx';

const { model, server } = setupMockPlatform();
const MUG = 'site-us-stoneware-mug';

/** Records the wishlist calls the island sends (the mock platform answers them). */
function wishlistCalls() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/commerce/wishlist/items')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('wishlist button', () => {
  it('saves the product and chosen variant with the keyboard, and says so (WCAG 2.1.1, 4.1.3)', async () => {
    const bodies = wishlistCalls();
    const user = userEvent.setup();
    renderProduct(catalogItem('stoneware-mug'), <Wishlist />);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Saved to wishlist' })).toBe(button);
    expect(screen.getByRole('status').textContent).toBe('Saved to wishlist');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(bodies).toEqual([{ itemId: MUG, sku: expect.any(String) }]);
    await user.keyboard('{Enter}');
    expect(bodies).toHaveLength(1);
  });

  it('shows the failure as an alert and can be tried again', async () => {
    model.scenario = 'server-error';
    const user = userEvent.setup();
    renderProduct(catalogItem('stoneware-mug'), <Wishlist />);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to save to your wishlist. Please try again.',
    );
    model.scenario = 'none';
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await screen.findByRole('button', { name: 'Saved to wishlist' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([404, 405])(
    'where the platform has no wishlist endpoint (HTTP %i): one clear console line for the owner, the failure text for the shopper, nothing lost (issue 49.13)',
    async (status) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(http.post('*/api/commerce/wishlist/items', () => new HttpResponse(null, { status })));
      const user = userEvent.setup();
      renderProduct(catalogItem('stoneware-mug'), <Wishlist />);
      const button = screen.getByRole('button', { name: 'Add to wishlist' });
      await user.click(button);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Unable to save to your wishlist. Please try again.',
      );
      expect(error.mock.calls).toEqual([
        [
          `[Storefront] POST /api/commerce/wishlist/items answered HTTP ${status}: this platform has no wishlist endpoint, which the wishlist island needs (it is not in the platform's API); take the island off the page or provide the endpoint.`,
        ],
      ]);
      // The button is still there and usable: the shopper loses nothing but the save.
      expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBe(button);
      expect(button.getAttribute('aria-disabled')).toBeNull();
      error.mockRestore();
      warn.mockRestore();
    },
  );

  it('keeps the rate limit advice of the failure vocabulary', async () => {
    model.scenario = 'rate-limit';
    const user = userEvent.setup();
    renderProduct(catalogItem('stoneware-mug'), <Wishlist />);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again in a few seconds.');
    model.scenario = 'none';
  });

  it('speaks the page language (French words of the group its definition declares)', () => {
    const context = SiteContextSchema.parse({ website: { id: 'site-us', language: 'fr-FR' } });
    const french: Language = {
      locale: 'fr-FR',
      main: {},
      load: () => Promise.resolve(),
      translation: (group) => (group === 'restock' ? frRestock : {}),
    };
    const services = createServices(context, {}, french);
    const product = createProductStore(productFromItem(catalogItem('stoneware-mug'), 'USD'));
    render(
      <IslandProvider services={services} product={product}>
        {wishlist.prepare({ attributes: {}, json: undefined })}
      </IslandProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ajouter à la liste d’envies' })).toBeTruthy();
  });

  it('is rendered by the server half with the same button', () => {
    const page = createPageRenderer({ website: { id: 'site-us' } });
    const html = page.product(catalogItem('stoneware-mug'), (island) => island('wishlist'));
    expect(html).toContain('data-storefront="wishlist"');
    expect(html).toContain('>Add to wishlist</button>');
  });
});
