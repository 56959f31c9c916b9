// Storefront.debug(): each island's state (hydrated, waiting, failed and why), the context as
// read, the analytics switch and language, and failed platform calls; printed and returned.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { resetFailureLog } from '../core/platform/errors.ts';
import { setupStorefrontPage, testRegistry } from '../test/storefront-page.ts';

setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetFailureLog();
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const context = {
  website: { id: 'site-us', language: 'en-US' },
  pageType: 'fifty',
  analytics: 'analytics-off',
};

describe('Storefront.debug()', () => {
  it('prints and returns each island state, the context as read and the failed calls', async () => {
    document.body.innerHTML = `<script type="application/json" id="storefront-context">${JSON.stringify(context)}</script>
      <div data-storefront="cart-pill" data-show-empty="true" id="pill"></div>
      <div data-storefront="carousel" id="odd"></div>`;
    const started = await storefront.start({ eager: true, analytics: 'all-off' });
    await screen.findByRole('link', { name: /0 items in cart/ });
    // The mock platform answers 404 for an item it does not know.
    await expect(started?.api.cart.add({ itemId: 'no-such-item', sku: 's', quantity: 1 })).rejects.toThrow();
    const report = await started?.api.debug();
    expect(report?.islands).toEqual([
      { element: '<div data-storefront="cart-pill" id="pill">', name: 'cart-pill', state: 'hydrated' },
      {
        element: '<div data-storefront="carousel" id="odd">',
        name: 'carousel',
        state: 'failed',
        reason: expect.stringContaining('unknown island "carousel"'),
      },
    ]);
    expect(report?.context.pageType).toBeUndefined();
    expect(report?.analytics).toBe('all-off');
    expect(report?.failedCalls).toEqual({ 'POST /api/commerce/shopping-cart/entries HTTP 404': 1 });
    const lines = info.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(lines[0]).toMatch(/^\[Storefront\] debug \(.+\): 2 islands found \(1 hydrated, 1 failed\)\.$/);
    expect(lines).toContain('[Storefront] language en-US, currency USD, analytics all-off.');
    expect(lines).toContain(
      '[Storefront] failed platform calls: POST /api/commerce/shopping-cart/entries HTTP 404 x1.',
    );
    expect(lines.at(-1)).toMatch(/^\[Storefront\] page context as read: \{/);
  });

  it('calls a lazy island that has not come into view waiting', async () => {
    document.body.innerHTML =
      '<div data-storefront="button" data-href="/shop" data-label="Shop" id="later"></div>';
    const started = await storefront.start({ eager: false });
    const report = await started?.api.debug();
    expect(report?.islands.map((island) => island.state)).toEqual(['waiting']);
    expect(info.mock.calls.map((call: unknown[]) => String(call[0]))).toContain(
      '[Storefront]   <div data-storefront="button" id="later">: waiting (hydrates when it nears the viewport or on first pointer, focus or touch)',
    );
  });
});
