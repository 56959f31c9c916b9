// Misspelt names on a page (issue 49.10): an island's unknown data-* attribute and an unknown page
// context key are each named once on the console, with the nearest known name when it is close.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { catalogItem } from '../islands/add-to-cart/buy-flow.test-helper.tsx';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { nearestName } from './unknown-names.ts';

setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const warnings = (): string[] => warn.mock.calls.map((call: unknown[]) => String(call[0]));
const contextScript = (context: object) =>
  `<script type="application/json" id="storefront-context">${JSON.stringify(context)}</script>`;

describe('unknown names on a page (issue 49.10)', () => {
  it('names an island attribute its definition does not read, with the nearest one, once', async () => {
    document.body.innerHTML = `${contextScript(US_STORE_CONTEXT)}
      <div data-storefront="cart-pill" data-showempty="true" id="pill"></div>
      <div data-storefront="button" data-href="/shop" data-label="Shop" data-colour="red" id="go"></div>
      <div data-storefront="cart-pill" data-show-empty="true" class="known"></div>
      <div data-storefront-product><script type="application/json">${JSON.stringify(catalogItem('linen-tee'))}</script>
        <div data-storefront="variant-select" data-dispaly="radio" id="pick"></div>
        <div data-storefront="quantity" data-max="3" id="qty"></div>
      </div>`;
    const started = await storefront.start({ eager: true, analytics: 'all-off' });
    await screen.findByRole('link', { name: 'Shop' });
    await vi.waitFor(() =>
      expect(warnings().filter((line) => line.includes('does not know'))).toHaveLength(4),
    );
    expect(warnings()).toEqual(
      expect.arrayContaining([
        '[Storefront] <div data-storefront="cart-pill" id="pill">: the cart-pill island does not know data-showempty and ignores it (it reads data-show-empty, data-show). Did you mean data-show-empty?',
        '[Storefront] <div data-storefront="button" id="go">: the button island does not know data-colour and ignores it (it reads data-href, data-label, data-block-id, data-target).',
        '[Storefront] <div data-storefront="variant-select" id="pick">: the variant-select island does not know data-dispaly and ignores it (it reads data-display). Did you mean data-display?',
        '[Storefront] <div data-storefront="quantity" id="qty">: the quantity island does not know data-max and ignores it (it reads no data-* attribute).',
      ]),
    );
    // Once per element: unmounted and mounted again, the islands say nothing new.
    started?.api.unmount(document);
    started?.api.mount(document);
    await screen.findByRole('link', { name: 'Shop' });
    await vi.dynamicImportSettled();
    expect(warnings().filter((line) => line.includes('does not know'))).toHaveLength(4);
  });

  it('names a page context key Storefront does not know, with the nearest one', async () => {
    document.body.innerHTML = `${contextScript({
      ...US_STORE_CONTEXT,
      merchandizing: {},
      dataLayer: 'off',
      product: {},
      shareButtonOptions: {},
      somethingElse: true,
    })}<div data-storefront="cart-pill" data-show-empty="true"></div>`;
    await storefront.start({ eager: true, analytics: 'all-off' });
    await vi.waitFor(() =>
      expect(warnings().filter((line) => line.includes('page context key'))).toHaveLength(2),
    );
    expect(warnings()).toContain(
      '[Storefront] page context key "merchandizing" is not one Storefront knows and is ignored. Did you mean "merchandising"?',
    );
    expect(warnings()).toContain(
      '[Storefront] page context key "somethingElse" is not one Storefront knows and is ignored.',
    );
  });
});

describe('nearestName', () => {
  it('suggests a name one or two edits away (a swap counts once), and nothing farther', () => {
    const known = ['display', 'show-empty', 'show', 'view'];
    expect(nearestName('dispaly', known)).toBe('display');
    expect(nearestName('showempty', known)).toBe('show-empty');
    expect(nearestName('Display', known)).toBe('display');
    expect(nearestName('vew', known)).toBe('view');
    expect(nearestName('colour', known)).toBeUndefined();
    expect(nearestName('vw', known)).toBeUndefined();
  });
});
