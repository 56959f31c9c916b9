import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import type { AnyEventMap, AnyEventName } from '../../core/contract/storefront-events.ts';
import { SiteContextSchema } from '../../core/domain/context-schema.ts';
import type { AddEntryRequest } from '../../core/platform/cart-api.ts';
import { resetFailureLog } from '../../core/platform/errors.ts';
import { createHttp } from '../../core/platform/http.ts';
import { createCartStore } from '../../core/store/cart-store.ts';
import { createServices } from '../../test/services.ts';
import { catalogItem } from '../add-to-cart/buy-flow.test-helper.tsx';
import { IslandProvider } from '../shared/island-context.tsx';
import { CartPage } from './Cart.tsx';

const { model, server } = setupMockPlatform();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };
const tee = { itemId: 'site-us-linen-tee', sku: 'LINENTEE-2', quantity: 2 };
// Unlimited stock: a line past 9999 is only the 9999 rule's.
const journal = {
  itemId: 'site-us-field-journal',
  sku: catalogItem('field-journal').variants?.[0]?.sku ?? '',
  quantity: 1,
};
const apron = {
  itemId: 'site-us-monogram-apron',
  sku: catalogItem('monogram-apron').variants?.[0]?.sku ?? '',
  quantity: 1,
  additionalFields: JSON.stringify({ initials: 'AL', thread: 'Rust', note: '' }),
};

function renderCart(context: Record<string, unknown> = {}) {
  const base = createServices(
    SiteContextSchema.parse({ website: { id: 'site-us' }, pageType: 200, ...context }),
  );
  const emitted: { name: AnyEventName; detail: unknown }[] = [];
  const navigate = vi.fn<(url: string) => void>();
  const emit = <K extends AnyEventName>(name: K, detail: AnyEventMap[K]) => {
    emitted.push({ name, detail });
  };
  const services = {
    ...base,
    // Stepper clicks are sent at once here; coalescing has its own tests. The store reports
    // its own commands' events (remove-from-cart) through the same emit, as services.ts wires it.
    cart: createCartStore(async () => createHttp(), base.strings, { quantityQuietMs: 0, emit }),
    navigate,
    emit,
  };
  const view = render(
    <IslandProvider services={services} product={null}>
      <CartPage />
    </IslandProvider>,
  );
  const events = (name: AnyEventName) => emitted.filter((e) => e.name === name).map((e) => e.detail);
  return { ...view, services, store: services.cart, navigate, events };
}

async function withCart(
  context: Record<string, unknown> = {},
  adds: readonly AddEntryRequest[] = [mug, tee],
) {
  const seed = createCartStore(async () => createHttp(), createServices(SiteContextSchema.parse({})).strings);
  for (const add of adds) await seed.getState().add(add);
  const view = renderCart(context);
  await act(() => view.store.getState().load());
  return view;
}

/** The console lines a change leaves (spied, so they stay out of the test log). */
function spyConsole() {
  resetFailureLog();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const lines = (spy: typeof warn) => spy.mock.calls.map((call) => String(call[0]));
  return { warnings: () => lines(warn), infos: () => lines(info) };
}

/** Runs the fake clock past the stepper's wait and waits until every change is answered. */
async function settle(view: { store: ReturnType<typeof createCartStore> }) {
  await act(async () => {
    let answered = false;
    void view.store
      .getState()
      .whenAnswered()
      .then(() => {
        answered = true;
      });
    // The fake clock only: the mock platform's own timers move with it.
    for (let step = 0; step < 100 && !answered; step++) await vi.advanceTimersByTimeAsync(10);
    expect(answered).toBe(true);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The cart calls and the sending part are lazy chunks (the page preloads them when idle): loaded
// first, so the fake clock alone drives a change.
beforeAll(async () => {
  await Promise.all([
    import('../../core/store/cart-entry-send.ts'),
    import('../../core/store/cart-calls.ts'),
    import('../../core/platform/http.ts'),
  ]);
});

describe('cart island', () => {
  it('reserves its box while loading, then lists every entry with prices and the subtotal', async () => {
    const view = renderCart();
    expect(screen.getByText('Loading your cart…')).toBeTruthy();
    expect(view.container.querySelector('[aria-busy="true"]')).toBeTruthy();
    for (const add of [mug, tee]) await view.store.getState().add(add);
    await act(() => view.store.getState().load());
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const teeLine = within(lines[1] as HTMLElement);
    expect(teeLine.getByText('Washed Linen Tee')).toBeTruthy();
    expect(teeLine.getByText('Size: M, Colour: Oat')).toBeTruthy();
    expect(teeLine.getByText('$48.00 each')).toBeTruthy();
    expect(teeLine.getByText('$96.00')).toBeTruthy();
    expect(teeLine.getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' })).toHaveProperty(
      'value',
      '2',
    );
    expect(screen.getByText('$122.00')).toBeTruthy();
    expect(view.events('view-cart')).toHaveLength(1);
  });

  it('shows an empty cart with a way back to shopping', async () => {
    const view = renderCart();
    await act(() => view.store.getState().load());
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(view.events('view-cart')).toHaveLength(1);
  });

  it('changes a quantity with the stepper and says so in the live region (WCAG 4.1.3)', async () => {
    const user = userEvent.setup();
    await withCart();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' })).toHaveProperty(
      'value',
      '2',
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug: quantity 2.'),
    );
    expect(screen.getByText('$148.00')).toBeTruthy();
  });

  it('marks a line busy while its new quantity is on its way, and not once the platform has it', async () => {
    const user = userEvent.setup();
    await withCart();
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Holds the platform's answer; returning nothing then hands the call to the mock platform.
    server.use(
      http.put('*/api/commerce/shopping-cart/entries/:entryId', async () => {
        await held;
      }),
    );
    const line = () =>
      screen.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' }).closest('li');
    expect(line()?.getAttribute('aria-busy')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    expect(line()?.getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug: quantity 2.'),
    );
    expect(line()?.getAttribute('aria-busy')).toBeNull();
  });

  it('takes a typed quantity', async () => {
    const user = userEvent.setup();
    const { store } = await withCart();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' });
    await user.clear(input);
    // A typed quantity is sent once it is final: Enter (or leaving the box).
    await user.type(input, '5{Enter}');
    await waitFor(() => expect(store.getState().confirmed.totalQuantity).toBe(6));
  });

  it('rolls a refused change back and shows why', async () => {
    const user = userEvent.setup();
    const { store } = await withCart();
    model.scenario = 'server-error';
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    // After a 500 the cart is re-read first, with the read's own retries (about 0.9 s of backoff).
    await screen.findByText('Unable to update quantity', undefined, { timeout: 4000 });
    expect(screen.getByRole('alert').textContent).toBe('Unable to update quantity Please try again.');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' })).toHaveProperty(
      'value',
      '1',
    );
    expect(store.getState().cart.totalQuantity).toBe(3);
  });

  describe('at the stock limit (2 of Linen Tee L / Oat are left)', () => {
    const lastTwo = { itemId: 'site-us-linen-tee', sku: 'LINENTEE-3', quantity: 1 };
    const teeLine = () => within(screen.getByRole('listitem'));
    const more = () => teeLine().getByRole('button', { name: 'Increase quantity of Washed Linen Tee' });
    const box = () => teeLine().getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' });

    it('a refused + leaves both in the cart, says how many are left at the line, and stops +', async () => {
      const user = userEvent.setup();
      const { store } = await withCart({}, [lastTwo]);
      await user.click(more());
      await waitFor(() => expect(box()).toHaveProperty('value', '2'));
      await user.click(more());
      await teeLine().findByText('Only 2 left.');
      expect(box()).toHaveProperty('value', '2');
      // Off, though focusable (aria-disabled, not disabled: a keyboard press keeps its focus).
      await waitFor(() => expect(more().getAttribute('aria-disabled')).toBe('true'));
      expect(store.getState().cart.totalQuantity).toBe(2);
      // Pressed anyway, it sends nothing.
      await user.click(more());
      expect(box()).toHaveProperty('value', '2');
      expect(store.getState().cart.totalQuantity).toBe(2);
      // Said at the line, not at the top of the cart.
      expect(screen.getByRole('alert').textContent).toBe('');
      // + is off, and so is the arrow key: nothing more is sent.
      box().focus();
      await user.keyboard('{ArrowUp}');
      expect(box()).toHaveProperty('value', '2');
    });

    it('a + pressed by keyboard and refused (409) keeps focus on + (WCAG 2.4.3), marked unavailable', async () => {
      const user = userEvent.setup();
      const { store } = await withCart({}, [lastTwo]);
      let puts = 0;
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'PUT') puts += 1;
      });
      more().focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(store.getState().confirmed.totalQuantity).toBe(2));
      await user.keyboard('{Enter}');
      await teeLine().findByText('Only 2 left.');
      await waitFor(() => expect(more().getAttribute('aria-disabled')).toBe('true'));
      expect(box()).toHaveProperty('value', '2');
      expect(document.activeElement).toBe(more());
      // Still focusable and named, and its description says why it is off.
      expect((more() as HTMLButtonElement).disabled).toBe(false);
      expect(document.getElementById(more().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Only 2 left.',
      );
      // Pressed again, it sends nothing.
      const sent = puts;
      await user.keyboard('{Enter}');
      expect(puts).toBe(sent);
      expect(store.getState().cart.totalQuantity).toBe(2);
      expect(document.activeElement).toBe(more());
    });

    it('a quantity over the stock comes back as every unit left, not as the quantity before', async () => {
      const user = userEvent.setup();
      const { store } = await withCart({}, [lastTwo]);
      await user.clear(box());
      await user.type(box(), '3{Enter}');
      await teeLine().findByText('Only 2 left.');
      await waitFor(() => expect(store.getState().cart.totalQuantity).toBe(2));
      expect(box()).toHaveProperty('value', '2');
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe('Washed Linen Tee: quantity 2.'),
      );
    });

    it("says the platform's words at the line when the stock cannot be read", async () => {
      const user = userEvent.setup();
      server.use(http.get('*/api/commerce/inventory/stock/', () => HttpResponse.json({}, { status: 404 })));
      const log = vi.spyOn(console, 'info').mockImplementation(() => {});
      await withCart({}, [lastTwo]);
      await user.clear(box());
      await user.type(box(), '3{Enter}');
      await teeLine().findByText('Sorry, we do not have enough of that item available.');
      expect(box()).toHaveProperty('value', '1');
      expect(more().getAttribute('aria-disabled')).toBeNull();
      expect(screen.getByRole('alert').textContent).toBe('');
      expect(log).toHaveBeenCalledWith(
        '[Storefront] the stock of LINENTEE-3 (product site-us-linen-tee) could not be read.',
        expect.any(Error),
      );
      log.mockRestore();
    });

    it('tries every unit left once: refused again, the line says the platform’s words', async () => {
      const user = userEvent.setup();
      const { store } = await withCart({}, [lastTwo]);
      const sent: unknown[] = [];
      server.use(
        http.put('*/api/commerce/shopping-cart/entries/:entryId', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json(
            { message: 'Sorry, we do not have enough of that item available.' },
            { status: 409 },
          );
        }),
      );
      await user.clear(box());
      await user.type(box(), '3{Enter}');
      await teeLine().findByText('Sorry, we do not have enough of that item available.');
      expect(sent).toEqual([{ quantity: 3 }, { quantity: 2 }]);
      expect(store.getState().cart.totalQuantity).toBe(1);
    });
  });

  it('shows a change the platform applied as applied when its answer was lost (issue 49 item 2)', async () => {
    const view = await withCart();
    const logged = spyConsole();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    model.scenario = 'drop-after-apply';
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    await settle(view);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' })).toHaveProperty(
      'value',
      '2',
    );
    expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug: quantity 2.');
    expect(screen.queryByText('Unable to update quantity')).toBeNull();
    expect(screen.queryByText('Please check your internet connection.', { exact: false })).toBeNull();
    // The console says what the shopper sees: the change applied, no failure.
    expect(logged.warnings()).toEqual([
      expect.stringMatching(
        /^\[Storefront\] PUT \/api\/commerce\/shopping-cart\/entries\/\S+ failed: network; its outcome is unknown, so the cart is read again to see whether the platform applied it$/,
      ),
    ]);
    expect(logged.infos()).toEqual([
      '[Storefront] the cart read again holds the change whose outcome was unknown; the shopper sees it applied',
    ]);
  });

  it('removes a line whose removal was applied but its answer lost, with no failure (issue 49 item 2)', async () => {
    const view = await withCart();
    const logged = spyConsole();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    model.scenario = 'drop-after-apply';
    fireEvent.click(screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }));
    await settle(view);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug was removed from your cart.');
    expect(screen.queryByText('Unable to remove item')).toBeNull();
    expect(logged.infos()).toHaveLength(1);
    expect(logged.warnings()).toHaveLength(1);
  });

  it('a line the platform holds past 9999 says so, and − takes it to 9999 (issue 49 item 3)', async () => {
    // Two adds of 9999 from two tabs that each saw an empty cart: the platform made one line.
    for (let tab = 0; tab < 2; tab++) {
      const seed = createCartStore(
        async () => createHttp(),
        createServices(SiteContextSchema.parse({})).strings,
      );
      await seed.getState().add({ ...journal, quantity: 9999 });
    }
    const view = renderCart();
    await act(() => view.store.getState().load());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const line = within(screen.getByRole('listitem'));
    const box = line.getByRole('spinbutton', { name: 'Quantity of Cloth-Bound Field Journal' });
    expect(box).toHaveProperty('value', '19998');
    expect(line.getByText('Quantity must be between 1 and 9999.')).toBeTruthy();
    const plus = line.getByRole('button', { name: 'Increase quantity of Cloth-Bound Field Journal' });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') sent.push(await request.clone().json());
    });
    fireEvent.click(line.getByRole('button', { name: 'Decrease quantity of Cloth-Bound Field Journal' }));
    await settle(view);
    expect(sent).toEqual([{ quantity: 9999 }]);
    expect(box).toHaveProperty('value', '9999');
    expect(screen.getByRole('status').textContent).toBe('Cloth-Bound Field Journal: quantity 9999.');
    expect(line.queryByText('Quantity must be between 1 and 9999.')).toBeNull();
    expect(view.store.getState().cart.totalQuantity).toBe(9999);
  });

  it('removes an entry, announces it, emits remove-from-cart and keeps focus in the cart (WCAG 2.4.3, 4.1.3)', async () => {
    const user = userEvent.setup();
    const view = await withCart();
    await user.click(screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug was removed from your cart.');
    expect(view.events('remove-from-cart')).toMatchObject([{ entry: { itemId: mug.itemId } }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list')));
  });

  it('shows "Unable to remove item" when the removal fails', async () => {
    const user = userEvent.setup();
    await withCart();
    model.scenario = 'rate-limit';
    await user.click(screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }));
    await screen.findByText('Unable to remove item');
    expect(screen.getByRole('alert').textContent).toContain('Please try again in a few seconds.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses checkout below the minimum order, then goes to checkout above it', async () => {
    const user = userEvent.setup();
    const { navigate } = await withCart(
      { websiteSettings: { storeSettings: { minimumOrderSubtotal: { value: '50.00', currency: 'USD' } } } },
      [mug],
    );
    const message = 'To check out, your order subtotal must be $50.00 or more.';
    expect(screen.getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/commerce/goto-checkout'));
  });

  it('below the minimum, Checkout is unavailable before the press, says why, and stays focusable (issue 49 item 6)', async () => {
    const user = userEvent.setup();
    const { navigate } = await withCart(
      { websiteSettings: { storeSettings: { minimumOrderSubtotal: { value: '50.00', currency: 'USD' } } } },
      [mug],
    );
    const message = 'To check out, your order subtotal must be $50.00 or more.';
    const checkout = screen.getByRole('button', { name: 'Checkout', description: message });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    // Not the disabled attribute: it stays in the tab order and can take focus.
    expect((checkout as HTMLButtonElement).disabled).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkout);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(navigate).not.toHaveBeenCalled();
    // At the minimum it is available again, with no rule to describe it.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug: quantity 2.'),
    );
    expect(screen.queryByText(message)).toBeNull();
    const available = screen.getByRole('button', { name: 'Checkout' });
    expect(available.getAttribute('aria-disabled')).toBeNull();
    expect(available.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows custom form answers read-only', async () => {
    await withCart({}, [
      { ...mug, additionalFields: JSON.stringify([{ label: 'Engraving', value: 'A.L.' }]) },
    ]);
    expect(screen.getByText('Engraving')).toBeTruthy();
    expect(screen.getByText('A.L.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends nothing for a typed quantity outside 1-9999', async () => {
    const user = userEvent.setup();
    await withCart();
    let puts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts += 1;
    });
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(puts).toBe(0);
    expect(input).toHaveProperty('value', '2');
  });

  it('edits an entry’s custom form answers in the dialog and shows the new ones', async () => {
    const user = userEvent.setup();
    const view = await withCart({}, [mug, apron]);
    // Only the entry whose product has a form can be edited.
    expect(screen.queryByRole('button', { name: 'Edit answers for Speckled Stoneware Mug' })).toBeNull();
    // The answers are named by the form's questions once its definition is read.
    const apronLine = within(screen.getAllByRole('listitem')[1] as HTMLElement);
    await apronLine.findByText('Initials');
    expect(apronLine.getByText('Thread colour')).toBeTruthy();
    expect(apronLine.queryByText('Gift note')).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit answers for Monogrammed Linen Apron' });
    await user.click(edit);
    // The dialog is a lazy chunk: its first import can take a while on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Monogrammed Linen Apron' }, { timeout: 5000 });
    const initials = within(dialog).getByRole('textbox', { name: /^Initials/ });
    expect(initials).toHaveProperty('value', 'AL');
    await user.clear(initials);
    await user.type(initials, 'ADA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Answers for Monogrammed Linen Apron were updated.',
      ),
    );
    expect(screen.getByText('ADA')).toBeTruthy();
    const entry = view.store.getState().confirmed.entries.find((e) => e.itemId === apron.itemId);
    expect(JSON.parse(String(entry?.additionalFields))).toEqual({
      initials: 'ADA',
      thread: 'Rust',
      note: '',
    });
    expect(view.events('custom-form-save')).toHaveLength(1);
  });

  it("says 'Unable to open form' when the form cannot be loaded, and the cart keeps working", async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/template/GetTemplateSchema', () => HttpResponse.json({ data: [] })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await withCart({}, [mug, apron]);
    // Without the form's definition the answers keep their field ids.
    expect(screen.getByText('initials')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit answers for Monogrammed Linen Apron' }));
    await screen.findByText('Unable to open form');
    expect(screen.getByRole('alert').textContent).toBe('Unable to open form Please try again.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Speckled Stoneware Mug' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Speckled Stoneware Mug: quantity 2.'),
    );
  });
});

describe('cart island, issue 24 and 26', () => {
  /** The platform's cart as JSON with the given raw entries, and a DELETE that drops one. */
  function serveCart(entries: Record<string, unknown>[]) {
    let current = entries;
    const body = () => ({
      entries: current,
      subtotalCents: current.reduce(
        (sum, e) => sum + (Number(e.purchasePriceCents) || 0) * (Number(e.quantity) || 0),
        0,
      ),
      totalQuantity: current.reduce((sum, e) => sum + (Number(e.quantity) || 0), 0),
    });
    server.use(
      http.get('*/api/commerce/shopping-cart', () => HttpResponse.json(body())),
      http.delete('*/api/commerce/shopping-cart/entries/:entryId', ({ params }) => {
        current = current.filter((e) => e.id !== params.entryId);
        return HttpResponse.json({ shoppingCart: body() });
      }),
    );
  }
  const mugEntry = {
    id: 'e-mug',
    itemId: mug.itemId,
    chosenVariant: { sku: mug.sku },
    quantity: 1,
    title: 'Speckled Stoneware Mug',
    purchasePriceCents: 2600,
  };

  it('shows an entry it cannot read as an unavailable item the shopper can remove', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveCart([
      mugEntry,
      { id: 'e-gone', itemId: 'x', quantity: null, title: 'Old Scarf', purchasePriceCents: 1000 },
      { id: 'e-blank', quantity: 2, purchasePriceCents: 500 },
    ]);
    Cookies.set('CART', 'served');
    const view = renderCart();
    await act(() => view.store.getState().load());
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[1] as HTMLElement).getByText('Old Scarf')).toBeTruthy();
    expect(within(lines[2] as HTMLElement).getByText('Unavailable item')).toBeTruthy();
    expect(screen.getAllByText('This item is no longer available. Remove it to check out.')).toHaveLength(2);
    // The page's subtotal is the platform's: $26.00 + $10.00 x 0 + $5.00 x 2.
    expect(screen.getByText('$36.00')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[Storefront\] cart: 2 of 3 cart entries set aside/),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Unavailable item' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('Unavailable item was removed from your cart.');
    expect(screen.getByText('$26.00', { selector: '.sf-cart__subtotal-value' })).toBeTruthy();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'renders an entry whose id and form id are %s',
    async (key) => {
      serveCart([{ ...mugEntry, id: key, additionalFieldsFormId: key, additionalFields: `{"${key}":"A"}` }]);
      Cookies.set('CART', 'served');
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const view = renderCart();
      await act(() => view.store.getState().load());
      expect(screen.getByText('Speckled Stoneware Mug')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Edit answers for Speckled Stoneware Mug' })).toBeTruthy();
      expect(screen.getByRole('spinbutton', { name: 'Quantity of Speckled Stoneware Mug' })).toHaveProperty(
        'value',
        '1',
      );
    },
  );

  it('sends nothing while a quantity is typed: 10000 is refused with the range message, not sent as 1000', async () => {
    const user = userEvent.setup();
    await withCart();
    const puts: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') puts.push(await request.clone().text());
    });
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' });
    await user.clear(input);
    await user.type(input, '10000');
    expect(input).toHaveProperty('value', '10000');
    await user.keyboard('{Enter}');
    expect(input).toHaveProperty('value', '10000');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Quantity must be between 1 and 9999.');
    await user.tab();
    expect(puts).toEqual([]);
    expect(input).toHaveProperty('value', '2');
  });

  it('typing 0 says why and how to remove the line', async () => {
    const user = userEvent.setup();
    await withCart();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(
      'Quantity must be between 1 and 9999. To remove Washed Linen Tee, use Remove.',
    );
  });

  it('after Enter the box follows the cart though focus stays in it (a refused change rolls back)', async () => {
    const user = userEvent.setup();
    const { store } = await withCart();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Washed Linen Tee' });
    model.scenario = 'rate-limit';
    await user.clear(input);
    await user.type(input, '7{Enter}');
    await screen.findByText('Unable to update quantity', undefined, { timeout: 4000 });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input).toHaveProperty('value', '2');
    model.scenario = 'none';
    // Another tab's change reaches the focused box too.
    const teeEntry = store.getState().confirmed.entries.find((e) => e.itemId === tee.itemId);
    act(() =>
      store.getState().receive({
        ...store.getState().confirmed,
        entries: store
          .getState()
          .confirmed.entries.map((e) => (e.id === teeEntry?.id ? { ...e, quantity: 4 } : e)),
      }),
    );
    expect(input).toHaveProperty('value', '4');
  });

  it('says the minimum order once on the page when checkout is refused', async () => {
    const user = userEvent.setup();
    await withCart(
      { websiteSettings: { storeSettings: { minimumOrderSubtotal: { value: '50.00', currency: 'USD' } } } },
      [mug],
    );
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const message = 'To check out, your order subtotal must be $50.00 or more.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    const shown = screen.getAllByText(message).filter((element) => !element.closest('.sf-visually-hidden'));
    expect(shown).toHaveLength(1);
  });

  it('a cart that could not be read is not shown as empty', async () => {
    Cookies.set('CART', 'served');
    server.use(http.get('*/api/commerce/shopping-cart', () => HttpResponse.json({}, { status: 400 })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = createServices(SiteContextSchema.parse({ website: { id: 'site-us' }, pageType: 200 }));
    const services = {
      ...base,
      cart: createCartStore(async () => createHttp(), base.strings, { loadRetryMs: [] }),
    };
    render(
      <IslandProvider services={services} product={null}>
        <CartPage />
      </IslandProvider>,
    );
    await act(() => services.cart.getState().load());
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    expect(screen.getByText(/Your cart could not be loaded/)).toBeTruthy();
  });
});
