import { screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import {
  type CartGlance,
  pageSiteId,
  paintCartGlance,
  readCartGlance,
  writeCartGlance,
} from '../core/contract/cart-glance.ts';
import { defineWidget, noOptions } from '../islands/shared/contract.ts';
import { createPageRenderer } from '../server/render-island.tsx';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { start } from './start.ts';

const { model } = setupMockPlatform();
// A page's islands plus one that always throws while rendering, passed to start() as its registry.
const boom = defineWidget({
  name: 'boom',
  scope: 'page',
  parseOptions: noOptions,
  Component: () => {
    throw new Error('render failed on purpose');
  },
});
const storefront = setupStorefrontPage({ registry: testRegistry({ boom }) });

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const context = US_STORE_CONTEXT;

function page(body: string, contextJson: string = JSON.stringify(context)) {
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${contextJson}</script>${body}`;
}

async function seedCart(quantity: number) {
  const response = await fetch('http://localhost:3000/api/commerce/shopping-cart/entries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity }),
  });
  expect(response.status).toBe(200);
}

describe('start', () => {
  it('hydrates server HTML without a mismatch and shows the visitor cart', async () => {
    await seedCart(3);
    const renderer = createPageRenderer(context);
    page(renderer.island('cart-pill'));
    const pill = document.querySelector('a.sf-cart-pill');
    expect(pill?.hasAttribute('hidden')).toBe(true);
    storefront.start({ eager: true });
    const link = await screen.findByRole('link', { name: '3 items in cart, subtotal $78.00' });
    expect(link).toBe(document.querySelector('a.sf-cart-pill'));
    expect(link.getAttribute('href')).toBe('/cart');
    expect(errors).not.toHaveBeenCalled();
  });

  it("paints a returning shopper's last pill before it starts, hydrates it without a mismatch, and corrects a wrong count (issue 44)", async () => {
    await seedCart(3);
    const renderer = createPageRenderer(context);
    page(renderer.island('cart-pill'));
    const stale = {
      site: 'site-us',
      lang: '',
      quantity: 2,
      count: '2',
      label: '2 items in cart, subtotal $52.00',
      subtotal: '$52.00',
    };
    writeCartGlance(stale);
    // What the loader does before the runtime exists.
    const glance = readCartGlance(document, pageSiteId(document));
    expect(glance).toEqual(stale);
    paintCartGlance(document, glance as CartGlance);
    expect(screen.getByRole('link', { name: stale.label }).hidden).toBe(false);
    storefront.start({ eager: true });
    const link = await screen.findByRole('link', { name: '3 items in cart, subtotal $78.00' });
    expect(link).toBe(document.querySelector('a.sf-cart-pill'));
    expect(errors).not.toHaveBeenCalled();
    // Kept for the next page, as the platform said it.
    await waitFor(() => expect(readCartGlance(document, 'site-us')?.quantity).toBe(3));
    expect(readCartGlance(document, 'site-us')?.label).toBe('3 items in cart, subtotal $78.00');
  });

  it('hydrates a pill the loader did not paint as served, whatever glance another pill kept since', async () => {
    await seedCart(3);
    const renderer = createPageRenderer(context);
    page(renderer.island('cart-pill'));
    writeCartGlance({
      site: 'site-us',
      lang: '',
      quantity: 2,
      count: '2',
      label: '2 items in cart, subtotal $52.00',
      subtotal: '$52.00',
    });
    storefront.start({ eager: true });
    await screen.findByRole('link', { name: '3 items in cart, subtotal $78.00' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders an empty mount point on the client', async () => {
    await seedCart(1);
    page('<div data-storefront="cart-pill"></div>');
    storefront.start({ eager: true });
    expect(await screen.findByRole('link', { name: '1 item in cart, subtotal $26.00' })).toBeTruthy();
  });

  it('shows 100+ with its own accessible name above 100 items', async () => {
    model.addProduct({
      id: 'bulk',
      title: 'Bulk',
      variants: [{ sku: 'B', priceMoney: { value: '1.00', currency: 'USD' }, unlimited: true }],
    });
    await fetch('http://localhost:3000/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ itemId: 'bulk', sku: 'B', quantity: 101 }),
    });
    page('<div data-storefront="cart-pill"></div>');
    storefront.start({ eager: true });
    const link = await screen.findByRole('link', { name: 'More than 100 items in cart, subtotal $101.00' });
    expect(link.textContent).toContain('100+');
  });

  it('updates the pill live when the cart changes through the API and fires cart-change', async () => {
    page('<div data-storefront="cart-pill"></div>');
    const started = await storefront.start({ eager: true });
    const changes: number[] = [];
    document.addEventListener('storefront:cart-change', (event) => {
      changes.push((event as CustomEvent).detail.cart.totalQuantity);
    });
    await started?.api.cart.add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 2 });
    expect(await screen.findByRole('link', { name: '2 items in cart, subtotal $52.00' })).toBeTruthy();
    expect(changes).toEqual([2]);
  });

  it('keeps going when one island is unknown, naming the element in one console error', async () => {
    await seedCart(1);
    page(
      '<div data-storefront="no-such-widget" id="mystery">server text</div><div data-storefront="cart-pill"></div>',
    );
    storefront.start({ eager: true });
    expect(await screen.findByRole('link', { name: '1 item in cart, subtotal $26.00' })).toBeTruthy();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      '<div data-storefront="no-such-widget" id="mystery">: unknown island "no-such-widget"',
    );
    expect(document.getElementById('mystery')?.textContent).toBe('server text');
  });

  it('keeps the server HTML of an island with malformed JSON options', async () => {
    page(
      '<div data-storefront="cart-pill" id="bad"><script type="application/json">{oops</script><span>server pill</span></div>',
    );
    storefront.start({ eager: true });
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/id="bad".*malformed JSON/);
    expect(document.getElementById('bad')?.textContent).toContain('server pill');
  });

  it('puts the server HTML back when an island throws while rendering', async () => {
    page(
      '<div data-storefront="boom" id="boom"><p>server fallback</p></div><div data-storefront="cart-pill"></div>',
    );
    storefront.start({ eager: true });
    await waitFor(() => expect(String(errors.mock.calls.at(-1)?.[0])).toContain('failed to render'));
    await waitFor(() => expect(document.getElementById('boom')?.innerHTML).toBe('<p>server fallback</p>'));
  });

  it('drops each bad context field with one warning and keeps the rest', async () => {
    await seedCart(1);
    page(
      '<div data-storefront="cart-pill"></div>',
      JSON.stringify({
        website: { id: 42, language: 'fr-CA' },
        pageType: 'fifty',
        websiteRoles: {},
        websiteSettings: { storeSettings: { selectedCurrency: 'CAD', expressCheckout: 'yes' } },
      }),
    );
    const started = await storefront.start({ eager: true });
    // The kept language (fr-CA) and currency (CAD) are the ones the pill speaks and shows.
    expect(
      await screen.findByRole('link', { name: /^1 article dans le panier, sous-total 26,00\s\$/ }),
    ).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '[Storefront] page context field "website.id" is ignored: expected string (got 42).',
      '[Storefront] page context field "pageType" is ignored: expected number (got "fifty").',
      '[Storefront] page context field "websiteSettings.storeSettings.expressCheckout" is ignored: expected boolean (got "yes").',
    ]);
    // The good fields next to the bad ones are kept: currency, language, and the roles map.
    expect(started?.services.currency).toBe('CAD');
    expect(started?.services.locale).toBe('fr-CA');
    expect(started?.services.context.websiteRoles).toEqual([]);
  });

  it('falls back to USD and en-US when Intl rejects the currency or language', async () => {
    page(
      '<div data-storefront="cart-pill"></div>',
      JSON.stringify({
        website: { id: 'w', language: 'not a tag!' },
        websiteSettings: { storeSettings: { selectedCurrency: 'dollars' } },
      }),
    );
    const started = await storefront.start({ eager: true });
    expect(started?.services.currency).toBe('USD');
    expect(started?.services.locale).toBe('en-US');
    expect(warnings.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '[Storefront] page context field "website.language" is ignored: Intl rejects "not a tag!"; using the default.',
      '[Storefront] page context field "websiteSettings.storeSettings.selectedCurrency" is ignored: Intl rejects "dollars"; using the default.',
    ]);
  });

  it('reports a context that is not an object and runs with defaults', async () => {
    page('<div data-storefront="cart-pill"></div>', '[1, 2]');
    const started = await storefront.start({ eager: true });
    expect(String(errors.mock.calls[0]?.[0])).toContain('page context has no JSON object');
    expect(started?.services.currency).toBe('USD');
  });

  it('warns once per product whose variants carry no stock fields, and drops bad product fields', async () => {
    const item = {
      id: 'hand-written',
      title: 'Hand-written tee',
      variantOptionOrdering: 'Size',
      variants: [{ id: 'v1', sku: 'HW-1', price: 1500, onSale: 'no' }],
    };
    page(
      `<div data-storefront-product><script type="application/json">${JSON.stringify(item)}</script>
        <div data-storefront="product-price"></div><div data-storefront="add-to-cart"></div></div>`,
    );
    storefront.start({ eager: true });
    expect(await screen.findByRole('button', { name: 'Sold Out' })).toBeTruthy();
    const lines = warnings.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(lines.filter((line: string) => line.includes('qtyInStock'))).toHaveLength(1);
    expect(lines).toContainEqual(
      '[Storefront] product "hand-written": field "variantOptionOrdering" is ignored: expected array (got "Size").',
    );
    expect(lines).toContainEqual(
      '[Storefront] product "hand-written": field "variants.0.onSale" is ignored: expected boolean (got "no").',
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('warns when the page has no context', () => {
    document.body.innerHTML = '<div data-storefront="cart-pill"></div>';
    storefront.start({ eager: true });
    expect(String(warnings.mock.calls[0]?.[0])).toContain('id="storefront-context"');
  });

  it('mounts islands added later and unmounts removed ones', async () => {
    await seedCart(2);
    page('<main id="main"></main>');
    storefront.start({ eager: true });
    const later = document.createElement('div');
    later.setAttribute('data-storefront', 'cart-pill');
    document.getElementById('main')?.append(later);
    expect(await screen.findByRole('link', { name: /2 items in cart/ })).toBeTruthy();
    expect(later.childNodes.length).toBeGreaterThan(0);
    later.remove();
    // Unmounting the root empties the detached mount point.
    await waitFor(() => expect(later.childNodes.length).toBe(0));
  });

  it('replays calls queued before load, in order', async () => {
    page('<div data-storefront="cart-pill"></div>');
    const seen: string[] = [];
    window.Storefront = [['on', 'cart-change', () => seen.push('cart-change')], ['no-such-method']];
    const started = await storefront.start({ eager: true });
    expect(window.Storefront).toBe(started?.api);
    expect(String(errors.mock.calls[0]?.[0])).toContain('unknown call "no-such-method"');
    await started?.api.cart.add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 });
    expect(seen).toEqual(['cart-change']);
  });

  it('dispatches storefront:ready with the version and island count', () => {
    page('<div data-storefront="cart-pill"></div><div data-storefront="cart-pill"></div>');
    const ready = vi.fn();
    document.addEventListener('storefront:ready', (event) => ready((event as CustomEvent).detail), {
      once: true,
    });
    storefront.start({ eager: true });
    expect(ready).toHaveBeenCalledWith({ version: 'test', islands: 2 });
  });

  it('a second start warns once and does nothing', async () => {
    page('<div data-storefront="cart-pill"></div>');
    storefront.start({ eager: true });
    const api = window.Storefront;
    expect(await start({ eager: true })).toBeUndefined();
    expect(window.Storefront).toBe(api);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(String(warnings.mock.calls[0]?.[0])).toContain('more than once');
  });

  it('on() returns an unsubscribe function', async () => {
    page('<div data-storefront="cart-pill"></div>');
    const started = await storefront.start({ eager: true });
    const handler = vi.fn();
    const off = started?.api.on('cart-change', handler);
    off?.();
    await started?.api.cart.add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not wake up at DOMContentLoaded once stopped', async () => {
    page('<div data-storefront="cart-pill" id="late"></div>');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const started = await start({ eager: true });
    const pill = document.getElementById('late');
    await waitFor(() => expect(pill?.querySelector('a')).not.toBeNull());
    started?.stop();
    readyState.mockRestore();
    const added = document.createElement('div');
    added.setAttribute('data-storefront', 'cart-pill');
    document.body.append(added);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added.childNodes.length).toBe(0);
  });
});

describe('lazy islands', () => {
  const lazyPill = (load: () => Promise<{ default: ReturnType<typeof defineWidget> }>) =>
    testRegistry({}, { 'lazy-thing': { load } });
  /** The 'lazy-thing' island's chunk, held until the test calls `finish`: still downloading. */
  const heldLoad = (Component: () => ReactNode) => {
    let finish = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ default: ReturnType<typeof defineWidget> }>((resolve) => {
          finish = () =>
            resolve({
              default: defineWidget({
                name: 'lazy-thing',
                scope: 'page',
                parseOptions: noOptions,
                Component,
              }),
            });
        }),
    );
    return { load, finish: () => finish() };
  };

  it('starts downloading a lazy island when the scan finds it, before it comes into view', async () => {
    const Thing = () => <p>lazy content</p>;
    const load = vi.fn(() =>
      Promise.resolve({
        default: defineWidget({
          name: 'lazy-thing',
          scope: 'page',
          parseOptions: noOptions,
          Component: Thing,
        }),
      }),
    );
    page('<div data-storefront="lazy-thing" id="thing"></div>');
    // Not eager: with no IntersectionObserver entry the island waits, but its chunk is on its way.
    storefront.start({ registry: lazyPill(load) });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the server HTML and names the island when its chunk fails twice', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    page(
      '<div data-storefront="lazy-thing" id="thing"><p>server html</p></div><div data-storefront="cart-pill" id="pill"></div>',
    );
    storefront.start({ eager: true, registry: lazyPill(load) });
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]?.[0])).toContain('<div data-storefront="lazy-thing" id="thing">');
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      'the chunk "lazy-thing" could not be loaded (tried twice)',
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.getElementById('thing')?.innerHTML).toBe('<p>server html</p>');
    // The rest of the page is untouched.
    await waitFor(() => expect(document.querySelector('#pill a.sf-cart-pill')).not.toBeNull());
  });

  it('makes again a press that came while the island was still downloading', async () => {
    const Thing = () => {
      const [opened, setOpened] = useState(0);
      return (
        <button type="button" onClick={() => setOpened((count) => count + 1)}>
          {`Opened ${opened}`}
        </button>
      );
    };
    const { load, finish } = heldLoad(Thing);
    page('<div data-storefront="lazy-thing" id="thing"><button type="button">Opened 0</button></div>');
    storefront.start({ eager: true, registry: lazyPill(load) });
    screen.getByRole('button', { name: 'Opened 0' }).click();
    finish();
    expect(await screen.findByRole('button', { name: 'Opened 1' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends through the island, not the browser, a form whose button was pressed while it downloaded', async () => {
    const Signup = () => {
      const [sent, setSent] = useState(0);
      return (
        <form
          action="/elsewhere"
          onSubmit={(event) => {
            event.preventDefault();
            setSent((count) => count + 1);
          }}
        >
          <input name="email" aria-label="Email" />
          <button type="submit">{`Sent ${sent}`}</button>
        </form>
      );
    };
    const { load, finish } = heldLoad(Signup);
    page(
      '<div data-storefront="lazy-thing" id="signup"><form action="/elsewhere"><input name="email" aria-label="Email"><button type="submit">Sent 0</button></form></div>',
    );
    storefront.start({ eager: true, registry: lazyPill(load) });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Sent 0' }).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    finish();
    expect(await screen.findByRole('button', { name: 'Sent 1' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports an island named like an Object.prototype member as unknown', async () => {
    page('<div data-storefront="constructor" id="odd"></div>');
    storefront.start({ eager: true });
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]?.[0])).toContain('unknown island "constructor"');
  });
});
