// XSS, every island (issue 21.6): one page where every string an island renders comes from an
// attacker (form labels and options, newsletter texts, button label, audio title, gallery
// captions, alt text and titles, product titles in quick view and the cart, scarcity, restock
// and sold-out texts, the installment modal's HTML) and every URL taken from data is a
// javascript: URL (each island's `xss` mount points, in its folder's fixtures.test-helper.ts,
// read through the manifest by hostile-page.test-helper.ts, which writes the demo's /qa/hostile/
// page too). After the page starts, and again with each overlay open, no element carries
// an event-handler attribute, a script, a frame or a javascript: URL. jsdom runs no scripts, so
// this proves what reaches the DOM; demo/e2e/hostile.e2e.ts proves nothing runs in Chromium.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { json, MUG, XSS } from './fixture-values.test-helper.ts';
import { ATTACKER_MERCHANDISING, attackerIslandsHtml } from './hostile-page.test-helper.ts';
import { findScriptInjection } from './xss-scan.test-helper.ts';

const { model } = setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

const context = {
  ...US_STORE_CONTEXT,
  installmentModalUrl: '/installments/modal/{locale}.html',
  merchandising: ATTACKER_MERCHANDISING,
  installments: {
    [MUG.id]: {
      afterPayAvailable: true,
      afterPayMin: '1.00',
      afterPayMax: '1000.00',
      shopperLanguage: 'en-US',
      stripeAccountCountry: 'US',
    },
  },
};

const pageHtml = () =>
  `<script type="application/json" id="storefront-context">${json(context)}</script>${attackerIslandsHtml()}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('XSS in every string every island renders', () => {
  it('reaches the DOM only as text: idle, and with each overlay open', async () => {
    model.addProduct({
      id: 'xss-product',
      title: XSS,
      variants: [{ sku: 'XSS-1', priceMoney: { value: '5.00', currency: 'USD' }, unlimited: true }],
    });
    await fetch('http://localhost:3000/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ itemId: 'xss-product', sku: 'XSS-1', quantity: 1 }),
    });
    document.body.innerHTML = pageHtml();
    await storefront.start({ eager: true });
    const user = userEvent.setup();
    // Every island with XSS text has rendered it, as text.
    const cart = document.querySelector('[data-storefront="cart"]') as HTMLElement;
    await waitFor(() => expect(within(cart).getByRole('list').textContent).toContain(XSS), { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Quick View/ }).length).toBe(2));
    await waitFor(() => expect(document.getElementById('xss-mug')?.textContent).toContain(`${XSS} 40`));
    expect(findScriptInjection(document.body)).toEqual([]);
    // Mount points whose URL is a javascript: URL decline, one [Storefront] line each: the
    // button, the audio player, the gallery, and the quick view in each of the two products.
    const refused = vi
      .mocked(console.error)
      .mock.calls.map((call) => String(call[0]))
      .filter((line) => line.startsWith('[Storefront]') && /javascript:/.test(line));
    expect(refused).toHaveLength(5);

    // Restock sign-up with the store's own (hostile) texts, through to its signed-up message.
    const vase = document.getElementById('xss-vase') as HTMLElement;
    // The restock form is a lazy island: on a loaded machine its chunk may still be on its way.
    const email = await within(vase).findByRole('textbox', { name: XSS }, { timeout: 5000 });
    await user.type(email, 'ada@example.com');
    await user.click(within(vase).getByRole('button', { name: XSS }));
    await waitFor(() => expect(model.restock.shopperSignUps()).toHaveLength(1));
    expect(findScriptInjection(document.body)).toEqual([]);

    // Quick view, titled by the product: the title and the image's alt stay text.
    const mug = document.getElementById('xss-mug') as HTMLElement;
    await user.click(within(mug).getAllByRole('button', { name: /^Quick View/ })[0] as HTMLElement);
    const quickView = await screen.findByRole('dialog', { name: XSS });
    expect(within(quickView).getByRole('img', { name: XSS })).toBeTruthy();
    expect(findScriptInjection(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    // The lightbox: alt, title and caption of the image.
    await user.click(screen.getByRole('button', { name: `Open ${XSS} in the image viewer` }));
    const viewer = await screen.findByRole('dialog', { name: XSS });
    expect(within(viewer).getByRole('img', { name: XSS })).toBeTruthy();
    expect(findScriptInjection(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    // The installment modal's provider HTML goes through the sanitiser.
    await user.click(within(mug).getByRole('button', { name: 'Afterpay' }));
    // happy-dom is not a DOM DOMPurify supports, so the loader fails closed here and the pop-up
    // shows its fallback words; the real sanitiser runs in Chromium (demo/e2e/hostile.e2e.ts).
    const modal = await screen.findByRole('dialog', { name: 'Afterpay' });
    await waitFor(() => expect(within(modal).queryByRole('status')).toBeNull());
    expect(findScriptInjection(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    // The cart drawer lists the hostile entry as text too.
    await user.click(screen.getByRole('link', { name: /items? in cart/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(within(drawer).getByRole('list').textContent).toContain(XSS));
    expect(findScriptInjection(document.body)).toEqual([]);
    // Every overlay in turn takes about 5 s on a loaded machine.
  }, 15_000);
});
