import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../../mocks/node.ts';
import { ADDED_DELAY_MS, POPOVER_DURATION_MS } from '../../../core/domain/buy-flow-constants.ts';
import { AddToCart, preloadPopover } from '../../add-to-cart/AddToCart.tsx';
import { catalogItem, renderProduct } from '../../add-to-cart/buy-flow.test-helper.tsx';

setupMockPlatform();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  for (const pill of document.querySelectorAll('.sf-cart-pill')) pill.remove();
});

const MESSAGE = 'Speckled Stoneware Mug was added to your cart.';
const popover = () => document.querySelector<HTMLElement>('.sf-added-popover');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function addMug() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderProduct(catalogItem('stoneware-mug'), <AddToCart options={{ isQuickView: false }} />);
  await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
  await advance(ADDED_DELAY_MS);
  expect(popover()?.textContent).toContain(MESSAGE);
  return user;
}

// The popover and the cart calls are lazy chunks (the page preloads the calls when idle); load
// them first so fake timers alone drive the flow.
beforeAll(async () => {
  await import('./AddedPopover.tsx');
  await Promise.all([
    import('../../../core/store/purchase-path.ts'),
    import('../../../core/store/cart-calls.ts'),
    import('../../../core/platform/http.ts'),
  ]);
  preloadPopover();
  await import('./AddedPopover.tsx');
});

describe('added popover', () => {
  it('is announced politely and sits in a labelled region in document.body, not in the island (WCAG 4.1.3)', async () => {
    await addMug();
    expect(screen.getByRole('status').textContent).toBe(`Added! ${MESSAGE}`);
    const region = screen.getByRole('region', { name: 'Cart notifications' });
    expect(region).toBe(popover());
    expect(region.parentElement).toBe(document.body);
    expect(popover()?.closest('.sf-add-to-cart')).toBeNull();
  });

  it("keeps the spec's sentence and Close, then shows the item, the amount and the cart's subtotal", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = renderProduct(catalogItem('linen-tee'), <AddToCart options={{ isQuickView: false }} />);
    act(() => {
      store.getState().choose('Size', 'M');
      store.getState().choose('Colour', 'Oat');
      store.getState().setQuantityText('2');
    });
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await advance(ADDED_DELAY_MS);
    const region = screen.getByRole('region', { name: 'Cart notifications' });
    expect(region.querySelector('.sf-added-popover__message')?.textContent).toBe(
      'Washed Linen Tee was added to your cart.',
    );
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/demo/images/linen-tee.svg');
    expect(region.querySelector('.sf-added-popover__details')?.textContent).toBe(
      'M / Oat · Qty 2Cart subtotal: $96.00',
    );
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('does not take focus from the button (WCAG 3.2.1)', async () => {
    await addMug();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Added!' }));
  });

  it('goes after 3 s', async () => {
    await addMug();
    await advance(POPOVER_DURATION_MS - 100);
    expect(popover()).not.toBeNull();
    await advance(100);
    expect(popover()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes with its Close button and gives focus back to the add button', async () => {
    const user = await addMug();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.click(close);
    expect(popover()).toBeNull();
    expect(document.activeElement?.className).toBe('sf-add-to-cart__button');
  });

  it('closes on Escape (WCAG 2.1.2)', async () => {
    const user = await addMug();
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
  });

  it('closes on scroll', async () => {
    await addMug();
    act(() => {
      fireEvent.scroll(window);
    });
    expect(popover()).toBeNull();
  });

  it('sits at the top right with a 33 px margin when no cart pill is visible', async () => {
    const hiddenPill = document.createElement('a');
    hiddenPill.className = 'sf-cart-pill';
    hiddenPill.hidden = true;
    document.body.append(hiddenPill);
    await addMug();
    expect(popover()?.style.position).toBe('fixed');
    expect(popover()?.style.top).toBe('33px');
    // The inline end: the right on this left-to-right page (the left on a right-to-left one,
    // checked in real Chromium by demo/e2e/languages.e2e.ts).
    expect(popover()?.style.insetInlineEnd).toBe('33px');
    expect(popover()?.hasAttribute('data-anchored')).toBe(false);
  });

  it('snaps to a visible cart pill', async () => {
    const pill = document.createElement('a');
    pill.className = 'sf-cart-pill';
    pill.getBoundingClientRect = () => DOMRect.fromRect({ x: 900, y: 20, width: 120, height: 44 });
    document.body.append(pill);
    await addMug();
    expect(popover()?.hasAttribute('data-anchored')).toBe(true);
    expect(popover()?.style.right).toBe('');
  });

  it('shows one popover at a time when two products are added', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProduct(catalogItem('stoneware-mug'), <AddToCart options={{ isQuickView: false }} />);
    renderProduct(catalogItem('oak-board'), <AddToCart options={{ isQuickView: false }} />);
    const [first, second] = screen.getAllByRole('button', { name: 'Add To Cart' });
    if (!first || !second) throw new Error('two buttons expected');
    await user.click(first);
    await advance(ADDED_DELAY_MS);
    await user.click(second);
    await advance(ADDED_DELAY_MS);
    const open = document.querySelectorAll('.sf-added-popover');
    expect(open).toHaveLength(1);
    expect(open[0]?.textContent).toContain('White Oak Serving Board was added to your cart.');
  });

  it('has a View cart link to the cart page beside Close', async () => {
    await addMug();
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.closest('.sf-added-popover')).toBe(popover());
    expect(popover()?.contains(screen.getByRole('button', { name: 'Close' }))).toBe(true);
  });

  it('waits while the pointer is over it, then runs out the rest of the 3 s', async () => {
    await addMug();
    await advance(1000);
    act(() => {
      fireEvent.pointerEnter(popover() as HTMLElement);
    });
    await advance(POPOVER_DURATION_MS * 3);
    expect(popover()).not.toBeNull();
    act(() => {
      fireEvent.pointerLeave(popover() as HTMLElement);
    });
    await advance(POPOVER_DURATION_MS - 1000 - 100);
    expect(popover()).not.toBeNull();
    await advance(200);
    expect(popover()).toBeNull();
  });

  it('is next in the Tab order after the add button and waits while focus is inside (WCAG 2.2.1, 2.4.3)', async () => {
    const user = await addMug();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View cart' }));
    await advance(POPOVER_DURATION_MS * 3);
    expect(popover()).not.toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(popover()).toBeNull();
    expect(document.activeElement?.className).toBe('sf-add-to-cart__button');
  });

  it('runs out the rest of the 3 s once focus has left it', async () => {
    const user = await addMug();
    await advance(1000);
    await user.tab();
    await advance(POPOVER_DURATION_MS * 3);
    await user.tab({ shift: true }); // back to the add button, out of the popover
    expect(document.activeElement?.className).toBe('sf-add-to-cart__button');
    await advance(POPOVER_DURATION_MS - 1000 - 100);
    expect(popover()).not.toBeNull();
    await advance(200);
    expect(popover()).toBeNull();
  });
});
