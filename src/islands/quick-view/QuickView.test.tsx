import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { ADDED_DELAY_MS } from '../../core/domain/buy-flow-constants.ts';
import { preloadPopover } from '../add-to-cart/AddToCart.tsx';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { IslandOptionsError } from '../shared/contract.ts';
import { VariantSelect } from '../variant-select/VariantSelect.tsx';
import { parseQuickViewOptions } from './options.ts';
import { QuickView } from './QuickView.tsx';

setupMockPlatform();

beforeAll(async () => {
  preloadPopover();
  await import('../shared/added-popover/AddedPopover.tsx');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

const IMAGES = [{ src: '/demo/images/linen-tee.svg', alt: 'Linen tee, folded', width: 400, height: 400 }];

/** A product card: its own variant picker beside the quick view, as on the list page. */
function card() {
  return renderProduct(
    catalogItem('linen-tee'),
    <>
      <VariantSelect options={{ display: 'select' }} />
      <QuickView options={{ display: 'radio', images: IMAGES }} />
    </>,
    { pageType: 2, collection: { id: 'shop', type: 13 } },
  );
}

describe('quick view', () => {
  it('opens a modal with the images, price, pickers, quantity and button, focus inside; Escape closes and focus returns (WCAG 2.1.2, 2.4.3)', async () => {
    const u = user();
    const { events } = card();
    const opener = screen.getByRole('button', { name: 'Quick View Washed Linen Tee' });
    expect(opener.textContent).toBe('Quick View');
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(opener);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Washed Linen Tee' });
    expect(within(dialog).getByRole('img', { name: 'Linen tee, folded' })).toBeTruthy();
    expect(dialog.querySelector('.sf-product-price')?.textContent).toBe('$48.00');
    expect(within(dialog).getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(events('quick-view')).toEqual([{ productId: catalogItem('linen-tee').id }]);
    expect(events('overlay-open')).toEqual([{ kind: 'quick-view', id: catalogItem('linen-tee').id }]);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it("shares choices with the card's store; they survive closing and reopening", async () => {
    const u = user();
    card();
    await u.click(screen.getByRole('button', { name: 'Quick View Washed Linen Tee' }));
    await settle();
    let dialog = screen.getByRole('dialog', { name: 'Washed Linen Tee' });
    await u.click(within(dialog).getByRole('radio', { name: 'M' }));
    await u.click(within(dialog).getByRole('radio', { name: 'Oat' }));
    // The card's own picker (outside the modal, a select) follows.
    const cardSize = document.querySelector<HTMLSelectElement>('select');
    expect(cardSize?.value).toBe('M');
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Quick View Washed Linen Tee' }));
    await settle();
    dialog = screen.getByRole('dialog', { name: 'Washed Linen Tee' });
    expect((within(dialog).getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Oat' }) as HTMLInputElement).checked).toBe(true);
  });

  it('adds with isQuickView in the event, and shows the added popover', async () => {
    const u = user();
    const { events } = card();
    await u.click(screen.getByRole('button', { name: 'Quick View Washed Linen Tee' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Washed Linen Tee' });
    await u.click(within(dialog).getByRole('radio', { name: 'S' }));
    await u.click(within(dialog).getByRole('radio', { name: 'Oat' }));
    await u.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADDED_DELAY_MS);
    });
    await waitFor(() => expect(events('add-to-cart')).toHaveLength(1));
    expect(events('add-to-cart')[0]).toMatchObject({ isQuickView: true, quantity: 1 });
    await screen.findByText('Washed Linen Tee was added to your cart.', {
      selector: '.sf-added-popover__message',
    });
  });

  it('closes on a click outside the dialog', async () => {
    const u = user();
    card();
    await u.click(screen.getByRole('button', { name: 'Quick View Washed Linen Tee' }));
    await settle();
    const backdrop = document.querySelector('.sf-overlay__backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await u.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Opens the quick view of `slug` with the given page context; resolves with its dialog. */
async function openQuickView(slug: string, context: Record<string, unknown>) {
  const u = user();
  const view = renderProduct(catalogItem(slug), <QuickView options={{ display: 'radio', images: [] }} />, {
    pageType: 2,
    ...context,
  });
  await u.click(screen.getByRole('button', { name: /^Quick View / }));
  await settle();
  return { ...view, u, dialog: screen.getByRole('dialog') };
}

const ALL_VIEWS = { restockNotificationViews: ['all'] };

describe('quick view shows what the product page shows', () => {
  it('the installment message and the store scarcity text for the product', async () => {
    const id = catalogItem('wool-throw').id;
    const { dialog } = await openQuickView('wool-throw', {
      installments: {
        [id]: {
          afterPayAvailable: true,
          afterPayMin: '35.00',
          afterPayMax: '100.00',
          stripeAccountCountry: 'US',
        },
      },
      merchandising: {
        [id]: {
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          scarcityText: '{qtyInStock, plural, one {Only one left!} other {Only # left — selling fast}}',
        },
      },
    });
    expect(within(dialog).getByText('available for orders up to $100.00 with')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Afterpay' })).toBeTruthy();
    expect(within(dialog).getByText(/^Only \d+ left — selling fast$/)).toBeTruthy();
  });

  it("a sold-out product: the store's sold-out text and the restock form where the views list quick-view", async () => {
    const id = catalogItem('thrown-vase').id;
    const { dialog } = await openQuickView('thrown-vase', {
      merchandising: { [id]: { ...ALL_VIEWS, customSoldOutText: 'Back in spring' } },
    });
    expect(within(dialog).getByText('Back in spring')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sold Out' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /email/i })).toBeTruthy();
  });

  it('no restock form when the views list only the product page', async () => {
    const id = catalogItem('thrown-vase').id;
    const { dialog } = await openQuickView('thrown-vase', {
      merchandising: { [id]: { restockNotificationViews: ['product-detail'] } },
    });
    expect(within(dialog).getByRole('button', { name: 'Sold Out' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /email/i })).toBeNull();
  });

  it('with quick-view listed, the restock form follows the choice shared with the card', async () => {
    const id = catalogItem('linen-tee').id;
    const { dialog, u } = await openQuickView('linen-tee', {
      merchandising: { [id]: { restockNotificationViews: ['quick-view'] } },
    });
    await u.click(within(dialog).getByRole('radio', { name: 'M' }));
    await u.click(within(dialog).getByRole('radio', { name: /^Charcoal/ }));
    expect(within(dialog).getByRole('textbox', { name: /email/i })).toBeTruthy();
    await u.click(within(dialog).getByRole('radio', { name: 'Oat' }));
    expect(within(dialog).queryByRole('textbox', { name: /email/i })).toBeNull();
  });

  it('links to the product page; an unsafe address from data gives no link', async () => {
    const { dialog } = await openQuickView('oak-board', {});
    const link = within(dialog).getByRole('link', { name: 'View full details' });
    expect(link.getAttribute('href')).toBe(catalogItem('oak-board').fullUrl);
    cleanup();
    const item = { ...catalogItem('oak-board'), fullUrl: 'javascript:alert(1)' };
    const u = user();
    renderProduct(item, <QuickView options={{ display: 'radio', images: [] }} />);
    await u.click(screen.getByRole('button', { name: /^Quick View / }));
    await settle();
    expect(within(screen.getByRole('dialog')).queryByRole('link', { name: 'View full details' })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});

describe('quick view and the added popover (issue 24.1)', () => {
  it('the popover opens inside the dialog, outside the inert page, and the first Escape closes it, the second the dialog', async () => {
    const { dialog, u } = await openQuickView('oak-board', {});
    await u.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADDED_DELAY_MS);
    });
    const message = await screen.findByText('White Oak Serving Board was added to your cart.', {
      selector: '.sf-added-popover__message',
    });
    const popover = message.closest('.sf-added-popover');
    expect(popover && dialog.contains(popover)).toBe(true);
    expect(popover?.closest('[inert]')).toBeNull();
    await u.keyboard('{Escape}');
    expect(screen.queryByText('White Oak Serving Board was added to your cart.')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failure message is scrolled into view inside the dialog', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { dialog, u } = await openQuickView('linen-tee', {});
    await u.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await within(dialog).findByText('Please select the Size and Colour options.');
    const alert = within(dialog).getByRole('alert');
    expect(scrolled.mock.contexts).toContain(alert);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    scrolled.mockRestore();
  });
});

describe('quick view options', () => {
  it('reads the display and images, and names bad fields', () => {
    expect(parseQuickViewOptions({ attributes: {}, json: undefined })).toEqual({
      display: 'select',
      images: [],
    });
    expect(
      parseQuickViewOptions({ attributes: { display: 'radio' }, json: { images: [{ src: '/a.jpg' }] } })
        .images,
    ).toEqual([{ src: '/a.jpg', alt: '', srcSet: undefined, width: undefined, height: undefined }]);
    expect(() => parseQuickViewOptions({ attributes: { display: 'grid' }, json: undefined })).toThrow(
      IslandOptionsError,
    );
    expect(() => parseQuickViewOptions({ attributes: {}, json: { images: [{}] } })).toThrow('images[0].src');
    expect(() =>
      parseQuickViewOptions({ attributes: {}, json: { images: [{ src: 'a', width: -1 }] } }),
    ).toThrow('images[0].width');
  });
});
