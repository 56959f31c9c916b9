import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import {
  ADDED_CLEAR_MS,
  ADDED_DELAY_MS,
  FAILURE_RESET_MS,
  SELECT_OPTION_MS,
} from '../../core/domain/buy-flow-constants.ts';
import { formatMoney, money } from '../../core/domain/money.ts';
import { resetFailureLog } from '../../core/platform/errors.ts';
import { renderIsland } from '../../test/render-island.tsx';
import { Quantity } from '../quantity/Quantity.tsx';
import { VariantSelect } from '../variant-select/VariantSelect.tsx';
import { AddToCart, preloadPopover } from './AddToCart.tsx';
import { catalogItem, renderProduct } from './buy-flow.test-helper.tsx';

const { model, server } = setupMockPlatform();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function islands(display: 'select' | 'radio' = 'select') {
  return (
    <>
      <VariantSelect options={{ display }} />
      <Quantity />
      <AddToCart options={{ isQuickView: false }} />
    </>
  );
}

/**
 * For a test that checks a timing's boundaries: only the timers and the date are fake, and only
 * the test's steps move them. shouldAdvanceTime (above) lets real time leak into the clock, which
 * a loaded machine stretches past a boundary; so would a real Date.now, which the button reads to
 * time 'Added!' from the click (a slow mock answer shortened the wait the test then measured). React's scheduler (setImmediate) and the mock platform run
 * for real; Testing Library moves fake timers only through a global `jest` (its async wrapper
 * waits on a setTimeout(0)), so it is given one that moves vitest's.
 */
function stepClock() {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
// Boundaries are checked on either side, MARGIN ms apart.
const MARGIN = 100;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const alertText = () => screen.getByRole('alert').textContent;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// The popover and the cart calls are lazy chunks (the page preloads them when idle); load them
// first so fake timers alone drive the flow. Its subtotal
// line formats money: Node's first currency formatter costs tens of real milliseconds, which
// shouldAdvanceTime would add to the fake clock, so one is made up front too.
beforeAll(async () => {
  formatMoney(money(100, 'USD'), 'en-US');
  await import('../shared/added-popover/AddedPopover.tsx');
  await Promise.all([
    import('../../core/store/purchase-path.ts'),
    import('../../core/store/cart-calls.ts'),
    import('../../core/platform/http.ts'),
  ]);
  preloadPopover();
  await import('../shared/added-popover/AddedPopover.tsx');
});

describe('add-to-cart state machine', () => {
  it('idle -> Adding… -> Added! about 1 s after the click -> idle 2 s later, with the popover', async () => {
    stepClock();
    const user = setup();
    const { services } = renderProduct(catalogItem('stoneware-mug'), islands());
    await user.click(button('Add To Cart'));
    expect(button('Adding…').getAttribute('aria-disabled')).toBe('true');
    // Announced through the live region, not only by the button text changing.
    expect(screen.getByRole('status').textContent).toBe('Adding…');
    await advance(ADDED_DELAY_MS - MARGIN);
    expect(button('Adding…')).toBeTruthy();
    await advance(MARGIN);
    expect(button('Added!')).toBeTruthy();
    expect(services.cart.getState().cart.totalQuantity).toBe(1);
    expect(screen.getByRole('status').textContent).toBe(
      'Added! Speckled Stoneware Mug was added to your cart.',
    );
    expect(document.querySelector('.sf-added-popover')?.textContent).toContain(
      'Speckled Stoneware Mug was added to your cart.',
    );
    await advance(ADDED_CLEAR_MS - MARGIN);
    expect(button('Added!')).toBeTruthy();
    await advance(MARGIN);
    expect(button('Add To Cart')).toBeTruthy();
    expect(alertText()).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('ignores clicks while Adding… and Added!', async () => {
    const user = setup();
    const { services } = renderProduct(catalogItem('stoneware-mug'), islands());
    await user.click(button('Add To Cart'));
    await user.click(button('Adding…'));
    await advance(ADDED_DELAY_MS);
    await user.click(button('Added!'));
    await advance(ADDED_CLEAR_MS);
    expect(services.cart.getState().cart.totalQuantity).toBe(1);
    expect(button('Add To Cart')).toBeTruthy();
  });

  it('shows Select Option for 2 s and the missing options in an alert; nothing chosen is lost', async () => {
    stepClock();
    const user = setup();
    const { events, store } = renderProduct(catalogItem('linen-tee'), islands());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Oat');
    await user.click(button('Add To Cart'));
    expect(button('Select Option')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Unable to Add Item')).toBeTruthy();
    expect(within(alert).getByText('Please select the Size option.')).toBeTruthy();
    // The error is tied to the button it is about.
    expect(alert.id).not.toBe('');
    expect(button('Select Option').getAttribute('aria-describedby')).toBe(alert.id);
    await advance(SELECT_OPTION_MS - MARGIN);
    expect(button('Select Option')).toBeTruthy();
    // Reported after the frame that shows the message (afterNextPaint).
    expect(events('add-to-cart-error')).toEqual([
      {
        errorType: 'NO_VARIANT_SELECTED',
        message: 'Please select the Size option.',
        productId: 'site-us-linen-tee',
        variantId: undefined,
        sku: undefined,
        pageType: undefined,
        isQuickView: false,
      },
    ]);
    await advance(MARGIN);
    expect(button('Add To Cart')).toBeTruthy();
    expect(store.getState().selected).toEqual({ Colour: 'Oat' });
  });

  it('names both options when none is chosen', async () => {
    const user = setup();
    renderProduct(catalogItem('linen-tee'), islands());
    await user.click(button('Add To Cart'));
    expect(alertText()).toContain('Please select the Size and Colour options.');
  });

  it('in Hebrew, joins a Latin option name with ו- (issue 49 item 8)', async () => {
    const user = setup();
    const he = (await import('../../core/words/strings-he/main.ts')).default;
    renderIsland(islands(), {
      product: catalogItem('linen-tee'),
      language: { locale: 'he-IL', main: he, load: () => Promise.resolve(), translation: () => ({}) },
    });
    await user.click(button(he.addToCart));
    // The demo's option names are the merchant's own, in English: a hyphen after the conjunction.
    expect(alertText()).toContain('יש לבחור Size ו-Colour.');
  });

  it('is disabled with Sold Out for a sold-out product and for a sold-out variant', async () => {
    const user = setup();
    renderProduct(catalogItem('thrown-vase'), islands());
    expect((button('Sold Out') as HTMLButtonElement).disabled).toBe(true);
    document.body.innerHTML = '';
    renderProduct(catalogItem('linen-tee'), islands());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Charcoal (sold out)');
    expect((button('Sold Out') as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Oat');
    expect((button('Add To Cart') as HTMLButtonElement).disabled).toBe(false);
  });

  it('uses the custom button text, then the store texts', () => {
    renderProduct(catalogItem('coastal-fog-print'), islands(), {
      websiteSettings: { storeSettings: { addToCartText: 'Buy now' } },
    });
    expect(button('Reserve Print')).toBeTruthy();
    document.body.innerHTML = '';
    renderProduct(catalogItem('stoneware-mug'), islands(), {
      websiteSettings: { storeSettings: { addToCartText: 'Buy now' } },
    });
    expect(button('Buy now')).toBeTruthy();
  });

  it('dispatches the add-to-cart event detail with the spec fields', async () => {
    const user = setup();
    const { events } = renderProduct(catalogItem('linen-tee'), islands(), {
      pageType: 50,
      collection: { id: 'shop', title: 'Shop', type: 13 },
    });
    const domEvents: unknown[] = [];
    document.addEventListener('storefront:add-to-cart', (event) =>
      domEvents.push((event as CustomEvent).detail),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'S');
    await user.click(button('Add To Cart'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Oat');
    await advance(SELECT_OPTION_MS);
    await user.click(button('Add To Cart'));
    const [first, second] = events('add-to-cart');
    expect(first).toMatchObject({
      pageType: 50,
      quantity: 1,
      selectedVariant: undefined,
      unselectedVariantOptions: ['Colour'],
      isInStock: true,
      expressCheckout: false,
      addToCartText: 'Add To Cart',
      subscriptionId: undefined,
      isQuickView: false,
      collection: { id: 'shop', title: 'Shop', type: 13 },
    });
    expect(first?.product.id).toBe('site-us-linen-tee');
    expect(second).toMatchObject({
      unselectedVariantOptions: [],
      selectedVariant: { sku: 'LINENTEE-1' },
    });
    expect(domEvents).toHaveLength(2);
  });
});

describe('add-to-cart checks before the call', () => {
  it('counts what is already in the cart against the stock', async () => {
    const user = setup();
    const { services, store } = renderProduct(catalogItem('room-spray'), islands());
    // The page's live stock (1) is read before this visitor's other tab takes the last one.
    await services.liveStock.watch(store);
    await services.cart.getState().add({ itemId: 'site-us-room-spray', sku: 'ROOMSPRAY-1', quantity: 1 });
    await user.click(button('Add To Cart'));
    expect(alertText()).toBe('Unable to Add ItemSorry, we do not have enough of that item available.');
    expect(button('Add To Cart')).toBeTruthy();
  });

  it.each([
    ['', 'Quantity must be a number.'],
    ['1.5', 'Quantity must be a whole number'],
    ['10000', 'Quantity must be between 1 and 9999.'],
  ])('quantity %j -> %s, and the typed quantity is kept', async (typed, message) => {
    const user = setup();
    const { store } = renderProduct(catalogItem('stoneware-mug'), islands());
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    if (typed) await user.type(input, typed);
    await user.click(button('Add To Cart'));
    expect(alertText()).toContain(message);
    expect(store.getState().quantityText).toBe(typed);
    expect((input as HTMLInputElement).value).toBe(typed);
  });

  it('adds the typed quantity', async () => {
    const user = setup();
    const { services } = renderProduct(catalogItem('stoneware-mug'), islands());
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '3');
    await user.click(button('Add To Cart'));
    await waitFor(() => expect(services.cart.getState().cart.totalQuantity).toBe(3));
  });
});

describe('issue 49: what an add reads as', () => {
  it('an add the platform applied but whose answer was lost reads as added, and the console says so (item 2)', async () => {
    stepClock();
    resetFailureLog();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = setup();
    const { services } = renderProduct(catalogItem('stoneware-mug'), islands());
    // The cart this tab knows from the platform (one mug) is what says whether the add landed.
    await act(() =>
      services.cart.getState().add({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 }),
    );
    model.scenario = 'drop-after-apply';
    await user.click(button('Add To Cart'));
    await advance(ADDED_DELAY_MS);
    // The cart read again answers on the fake clock's steps (Testing Library moves it).
    await waitFor(() => expect(button('Added!')).toBeTruthy());
    expect(alertText()).toBe('');
    expect(services.cart.getState().cart.totalQuantity).toBe(2);
    // Not 'the shopper is shown "Please check your internet connection."': they are shown Added!
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[Storefront] POST /api/commerce/shopping-cart/entries failed: network; its outcome is unknown, so the cart is read again to see whether the platform applied it',
    ]);
    expect(info.mock.calls.map((call) => String(call[0]))).toEqual([
      '[Storefront] the cart read again holds the change whose outcome was unknown; the shopper sees it applied',
    ]);
    warn.mockRestore();
    info.mockRestore();
  });

  it('an add that would take the cart line past 9999 is refused before the call (item 3)', async () => {
    stepClock();
    const journal = catalogItem('field-journal');
    const sku = journal.variants?.[0]?.sku ?? '';
    const user = setup();
    const { services } = renderProduct(journal, islands());
    await act(() => services.cart.getState().add({ itemId: journal.id, sku, quantity: 9999 }));
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    await user.click(button('Add To Cart'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Unable to Add ItemYour cart already has 9999 of this item, and a cart line holds at most 9999.',
    );
    expect(posts.filter((path) => path.endsWith('/shopping-cart/entries'))).toEqual([]);
    await advance(FAILURE_RESET_MS);
    expect(button('Add To Cart')).toBeTruthy();
    expect(services.cart.getState().cart.totalQuantity).toBe(9999);
  });
});

describe('platform failures show the right message and return to idle after 1 s', () => {
  it.each([
    ['rate-limit', 'Please try again in a few seconds.'],
    ['server-error', 'Please try again.'],
    ['csrf-expired', 'Your session has expired. Please reload the page and try again.'],
    ['offline', 'Please check your internet connection.'],
    ['sold-out', 'Sorry, we do not have enough of that item available.'],
  ] as const)('%s -> %s', async (scenario, message) => {
    const user = setup();
    const { store, events, services } = renderProduct(catalogItem('linen-tee'), islands('radio'));
    // The page's live stock read is done; the platform fails (or runs out) at add time.
    await services.liveStock.watch(store);
    model.scenario = scenario;
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Oat' }));
    await user.click(button('Add To Cart'));
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(`Unable to Add Item${message}`);
    expect(button('Adding…')).toBeTruthy();
    await advance(FAILURE_RESET_MS);
    expect(button('Add To Cart')).toBeTruthy();
    expect(store.getState().selected).toEqual({ Size: 'L', Colour: 'Oat' });
    expect(events('add-to-cart-error').at(-1)).toMatchObject({
      errorType: 'API_FAILURE',
      message,
    });
    expect(services.cart.getState().cart.totalQuantity).toBe(0);
  });

  it('slow: stays Adding… until the platform answers, then Added! and idle', async () => {
    model.scenario = 'slow';
    const user = setup();
    renderProduct(catalogItem('stoneware-mug'), islands());
    await user.click(button('Add To Cart'));
    await advance(1500);
    expect(button('Adding…')).toBeTruthy();
    await advance(600);
    await waitFor(() => expect(button('Added!')).toBeTruthy());
    await advance(ADDED_CLEAR_MS);
    expect(button('Add To Cart')).toBeTruthy();
  });

  it('a retry after a failure succeeds and clears the alert', async () => {
    model.scenario = 'server-error';
    const user = setup();
    renderProduct(catalogItem('stoneware-mug'), islands());
    await user.click(button('Add To Cart'));
    await screen.findByText('Please try again.');
    await advance(FAILURE_RESET_MS);
    model.scenario = 'none';
    await user.click(button('Add To Cart'));
    expect(alertText()).toBe('');
    await advance(ADDED_DELAY_MS);
    expect(button('Added!')).toBeTruthy();
  });
});

describe('express checkout', () => {
  const express = {
    websiteSettings: { storeSettings: { expressCheckout: true } },
  };

  it('goes to /commerce/goto-checkout after a successful add with the cart cookie', async () => {
    Cookies.set('CART', 'existing-token', { path: '/' });
    const user = setup();
    const { navigate, services } = renderProduct(catalogItem('stoneware-mug'), islands(), express);
    await user.click(button('Add To Cart'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/commerce/goto-checkout'));
    expect(services.cart.getState().cart.totalQuantity).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('');
    await advance(ADDED_DELAY_MS + ADDED_CLEAR_MS);
    expect(button('Add To Cart')).toBeTruthy();
    expect(document.querySelector('.sf-added-popover')).toBeNull();
  });

  it('refuses without the cart cookie under Unable to Purchase Item', async () => {
    const user = setup();
    const { navigate, events } = renderProduct(catalogItem('stoneware-mug'), islands(), express);
    // The mock platform sets the cookie on the add; a browser blocking cookies would drop it.
    const cookieWrite = vi.spyOn(Cookies, 'get').mockReturnValue(undefined as never);
    await user.click(button('Add To Cart'));
    const alert = await screen.findByText(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Unable to Purchase Item');
    expect(navigate).not.toHaveBeenCalled();
    expect(events('add-to-cart-error').at(-1)?.errorType).toBe('EXPRESS_CHECKOUT_FAILURE');
    cookieWrite.mockRestore();
    await advance(FAILURE_RESET_MS);
    expect(button('Add To Cart')).toBeTruthy();
  });

  it('titles validation errors Unable to Purchase Item too', async () => {
    const user = setup();
    renderProduct(catalogItem('linen-tee'), islands(), express);
    await user.click(button('Add To Cart'));
    expect(alertText()).toBe('Unable to Purchase ItemPlease select the Size and Colour options.');
  });
});

describe('subscriptions', () => {
  it('starts a subscription checkout and navigates with the cart token', async () => {
    const user = setup();
    const { navigate, services } = renderProduct(catalogItem('coffee-club'), islands());
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await user.click(button('Subscribe'));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/checkout\/subscribe\?cartToken=sub-\d+-site-us-coffee-club$/),
      ),
    );
    expect(services.cart.getState().cart.totalQuantity).toBe(0);
  });

  it('shows the store subscribe text and reports a failed subscription call', async () => {
    model.scenario = 'server-error';
    const user = setup();
    const { navigate, events } = renderProduct(catalogItem('coffee-club'), islands(), {
      websiteSettings: { storeSettings: { subscribeText: 'Join the club' } },
    });
    await user.click(button('Join the club'));
    await screen.findByText('Please try again.');
    expect(events('add-to-cart-error').at(-1)?.errorType).toBe('SUB_API_FAILURE');
    expect(navigate).not.toHaveBeenCalled();
    await advance(FAILURE_RESET_MS);
    expect(button('Join the club')).toBeTruthy();
  });
});

describe('gift cards', () => {
  it('asks for a denomination under its own title, then goes to gift card checkout', async () => {
    const user = setup();
    const { navigate } = renderProduct(catalogItem('gift-card'), islands('radio'));
    await user.click(button('Add To Cart'));
    expect(alertText()).toBe('Unable to purchase Gift CardSelect a denomination for the Gift Card');
    await advance(SELECT_OPTION_MS);
    await user.click(screen.getByRole('radio', { name: '$50' }));
    await user.click(button('Add To Cart'));
    // Gift card checkout leaves an embedding frame too (spec 2).
    expect(navigate).toHaveBeenCalledWith(
      '/checkout/giftcard?websiteId=site-us&giftCardProductId=site-us-gift-card&sku=GIFTCARD-2',
      { topWindow: true },
    );
  });
});
