import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { OPEN_CART_EVENT, openCartDrawer } from '../../core/contract/storefront-events.ts';
import { SiteContextSchema } from '../../core/domain/context-schema.ts';
import { createHttp } from '../../core/platform/http.ts';
import { createCartStore } from '../../core/store/cart-store.ts';
import { renderIsland } from '../../test/render-island.tsx';
import { createServices } from '../../test/services.ts';
import cartPill from '../cart-pill/index.ts';
import { IslandOptionsError } from '../shared/contract.ts';
import cartDrawer, { parseCartDrawerOptions } from './index.ts';

setupMockPlatform();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };
const tee = { itemId: 'site-us-linen-tee', sku: 'LINENTEE-2', quantity: 2 };

/** The drawer (and the pill beside it, like the demo's header) over a cart with two lines. */
async function renderDrawer(attributes: Record<string, string> = {}, drawers = 1) {
  const seed = createCartStore(async () => createHttp(), createServices(SiteContextSchema.parse({})).strings);
  for (const add of [mug, tee]) await seed.getState().add(add);
  const view = renderIsland(
    <>
      <button type="button">Before</button>
      {cartPill.prepare({ attributes: {}, json: undefined })}
      {['first', 'second'].slice(0, drawers).map((key) => (
        <div key={key}>{cartDrawer.prepare({ attributes, json: undefined })}</div>
      ))}
    </>,
  );
  await act(() => view.services.cart.getState().load());
  return view;
}

const afterAdd = () =>
  !document.dispatchEvent(new CustomEvent(OPEN_CART_EVENT, { cancelable: true, detail: true }));

describe('cart drawer', () => {
  it('renders nothing until opened, and no page has a drawer to open without it', async () => {
    expect(openCartDrawer()).toBe(false);
    const { container } = await renderDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });

  it('opens from the pill as a modal dialog with the cart page lines, and Escape returns focus to the pill', async () => {
    const user = userEvent.setup();
    const view = await renderDrawer();
    const pill = screen.getByRole('link', { name: '3 items in cart, subtotal $122.00' });
    pill.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(view.navigate).not.toHaveBeenCalled();
    // The cart page's own lines: stepper, remove, totals, checkout.
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' })).toHaveProperty(
      'value',
      '2',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove Speckled Stoneware Mug' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeTruthy();
    expect(document.activeElement && dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(pill);
  });

  it('changes quantities through the same stepper as the cart page, and the pill follows', async () => {
    const user = userEvent.setup();
    await renderDrawer();
    act(() => void openCartDrawer());
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^4 items in cart/, hidden: true })).toBeTruthy(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Storefront.cart.open() opens it; a second drawer on the page stays shut', async () => {
    await renderDrawer({}, 2);
    let opened = false;
    act(() => {
      opened = openCartDrawer();
    });
    expect(opened).toBe(true);
    expect(await screen.findAllByRole('dialog', { name: 'Your cart' })).toHaveLength(1);
  });

  it('after an add it opens only when the owner wrote data-open-on-add', async () => {
    const first = await renderDrawer();
    let handled = true;
    act(() => {
      handled = afterAdd();
    });
    expect(handled).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    await renderDrawer({ openOnAdd: '' });
    act(() => {
      handled = afterAdd();
    });
    expect(handled).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
  });

  it('a new-tab click on the pill follows the link', async () => {
    await renderDrawer();
    const pill = screen.getByRole('link', { name: /items in cart/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void pill.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('cart drawer data-open-on-add', () => {
  it.each([
    [undefined, false],
    ['', true],
    ['true', true],
    ['false', false],
  ] as const)('reads %j as %s', (value, expected) => {
    const attributes = value === undefined ? {} : { openOnAdd: value };
    expect(parseCartDrawerOptions({ attributes, json: undefined }).openOnAdd).toBe(expected);
  });

  it('refuses another value, naming the attribute', () => {
    expect(() => parseCartDrawerOptions({ attributes: { openOnAdd: 'always' }, json: undefined })).toThrow(
      IslandOptionsError,
    );
    expect(() => parseCartDrawerOptions({ attributes: { openOnAdd: 'yes' }, json: undefined })).toThrow(
      'data-open-on-add must be empty, "true" or "false", not "yes"',
    );
  });
});
