import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ALL_FORMS, MONOGRAM_FORM_ID } from '../../../../mocks/fixtures/forms.ts';
import { SERVER_INITIALS } from '../../../../mocks/forms-model.ts';
import { setupMockPlatform } from '../../../../mocks/node.ts';
import { defaultFormKitStrings as s } from '../../../core/words/strings-forms.ts';
import { AddToCart } from '../../add-to-cart/AddToCart.tsx';
import { catalogItem, renderProduct } from '../../add-to-cart/buy-flow.test-helper.tsx';
import { editCartEntryForm } from './open-custom-form.ts';

const { server } = setupMockPlatform();

function renderApron(slug = 'monogram-apron') {
  return renderProduct(catalogItem(slug), <AddToCart options={{ isQuickView: false }} />);
}

const addButton = () => screen.getByRole('button', { name: /Add To Cart|Subscribe/ });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(addButton());
  return screen.findByRole('dialog', { name: 'Monogrammed Linen Apron' });
}

describe('custom product form before purchase', () => {
  it('opens in a modal, keeps what was typed when closed, and sends the answers with the add', async () => {
    const user = userEvent.setup();
    const { services, events } = renderApron();
    let dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Initials/ }), 'AL');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thread colour/ }), 'Rust');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.cart.getState().cart.entries).toEqual([]);
    // Closing was a cancel: the button is back, nothing reported as an error.
    await waitFor(() => expect(addButton().textContent).toBe('Add To Cart'));

    dialog = await openForm(user);
    expect((within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement).value).toBe('AL');
    // Saving is the add: the form's button says so, and the page's button does not claim
    // 'Adding…' while the form is still open (issue 24.6).
    const pageButton = document.querySelector('.sf-add-to-cart__button');
    expect(pageButton?.textContent).toBe('Add To Cart');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(services.cart.getState().cart.entries).toHaveLength(1));
    const entry = services.cart.getState().cart.entries[0] as { additionalFields?: string };
    expect(JSON.parse(entry.additionalFields ?? '')).toEqual({ initials: 'AL', thread: 'Rust', note: '' });
    expect(events('custom-form-open')).toHaveLength(2);
    expect(events('custom-form-save')).toEqual([
      expect.objectContaining({
        formId: 'form-monogram',
        itemId: 'site-us-monogram-apron',
        sku: expect.any(String),
      }),
    ]);
  });

  it('checks the form in the browser: a required answer missing keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderApron();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    expect(within(dialog).getAllByText(s.formRequired).length).toBe(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The dialog lives in its own root on <body>: close it so the next test starts clean.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a form that cannot load says 'Unable to open form' (CUSTOM_FORM_RENDER_ERROR)", async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/template/GetTemplateSchema', () => HttpResponse.json({ data: [] })));
    const { events } = renderApron();
    await user.click(addButton());
    await screen.findByText(s.unableToOpenForm);
    expect(events('add-to-cart-error')).toEqual([
      expect.objectContaining({ errorType: 'CUSTOM_FORM_RENDER_ERROR' }),
    ]);
  });

  it('a product carrying its form inline opens it without asking GetTemplateSchema (spec 3 "Product / product item")', async () => {
    const user = userEvent.setup();
    let schemaCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GetTemplateSchema')) schemaCalls += 1;
    });
    const inline = ALL_FORMS.find((form) => form.id === MONOGRAM_FORM_ID);
    renderProduct(
      { ...catalogItem('monogram-apron'), additionalFieldsForm: inline },
      <AddToCart options={{ isQuickView: false }} />,
    );
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('textbox', { name: /^Initials/ })).toBeTruthy();
    expect(schemaCalls).toBe(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a section heading in the dialog is an h3, one level below the dialog's h2 title (issue 36.4)", async () => {
    const user = userEvent.setup();
    const inline = ALL_FORMS.find((form) => form.id === MONOGRAM_FORM_ID);
    const withSection = {
      ...inline,
      fields: [{ id: 'embroidery', type: 'section', label: 'Embroidery' }, ...(inline?.fields ?? [])],
    };
    renderProduct(
      { ...catalogItem('monogram-apron'), additionalFieldsForm: withSection },
      <AddToCart options={{ isQuickView: false }} />,
    );
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Monogrammed Linen Apron');
    expect(within(dialog).getByRole('heading', { name: 'Embroidery', level: 3 })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("an inline form that is unreadable or another form is said once, and the platform's is read instead", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProduct(
      { ...catalogItem('monogram-apron'), additionalFieldsForm: { id: 'form-other', fields: [{ id: 'x' }] } },
      <AddToCart options={{ isQuickView: false }} />,
    );
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('textbox', { name: /^Initials/ })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/inline form is another form/));
    warn.mockRestore();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a subscription with a form sends the answers with the subscription call', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/cart/subscription')) sent = await request.clone().json();
    });
    const { navigate } = renderApron('tea-club');
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Loose-Leaf Tea Club' });
    await user.click(within(dialog).getByRole('radio', { name: 'Oolong' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/checkout/subscribe')),
    );
    expect(JSON.parse((sent as { additionalFields: string }).additionalFields)).toEqual({
      style: 'Oolong',
      caffeine: [],
    });
    server.events.removeAllListeners();
  });
});

describe('editing a cart entry’s answers', () => {
  async function cartWithApron(services: ReturnType<typeof renderApron>['services']) {
    await services.cart.getState().add({
      itemId: 'site-us-monogram-apron',
      sku: catalogItem('monogram-apron').variants?.[0]?.sku ?? '',
      quantity: 1,
      additionalFields: JSON.stringify({ initials: 'AL', thread: 'Rust', note: '' }),
    });
    return services.cart.getState().cart.entries[0] as NonNullable<
      ReturnType<typeof services.cart.getState>['cart']['entries'][0]
    >;
  }

  it('opens with the saved answers and PUTs the new ones', async () => {
    const user = userEvent.setup();
    const { services } = renderApron();
    const entry = await cartWithApron(services);
    const edited = editCartEntryForm(services, { entry, formId: 'form-monogram', productName: 'Apron' });
    const dialog = await screen.findByRole('dialog', { name: 'Apron' });
    const initials = within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement;
    expect(initials.value).toBe('AL');
    await user.clear(initials);
    await user.type(initials, 'ADA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const cart = await edited;
    expect((cart?.entries[0] as { additionalFields?: string } | undefined)?.additionalFields).toBe(
      JSON.stringify({ initials: 'ADA', thread: 'Rust', note: '' }),
    );
  });

  it("keyboard: Tab from an emptied required Initials reaches 'Save', which says what is missing (issue 36.4, WCAG 2.1.1)", async () => {
    const user = userEvent.setup();
    const { services } = renderApron();
    const entry = await cartWithApron(services);
    void editCartEntryForm(services, { entry, formId: 'form-monogram', productName: 'Apron' });
    const dialog = await screen.findByRole('dialog', { name: 'Apron' });
    const initials = within(dialog).getByRole('textbox', { name: /^Initials/ });
    await user.clear(initials);
    expect(document.activeElement).toBe(initials);
    // Each stop in order: leaving the empty field shows its message and moves on, never back.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /^Thread colour/ }));
    expect(within(dialog).getByText(s.formRequired)).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Gift note/ }));
    await user.tab();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(save);
    await user.keyboard('{Enter}');
    // Submitting tells the shopper what is missing: focus on the empty field, the dialog open.
    await waitFor(() => expect(document.activeElement).toBe(initials));
    expect(initials.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Apron' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a failed update says 'Unable to update form' and keeps the dialog and typing", async () => {
    const user = userEvent.setup();
    const { services } = renderApron();
    const entry = await cartWithApron(services);
    server.use(
      http.put('*/api/commerce/shopping-cart/entries/:id/additionalFields', () =>
        HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    void editCartEntryForm(services, { entry, formId: 'form-monogram', productName: 'Apron' });
    const dialog = await screen.findByRole('dialog', { name: 'Apron' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Initials/ }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(s.unableToUpdateForm);
    expect((within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement).value).toBe(
      'ALX',
    );
  });
});

describe('the platform checks the custom form (issue 21.2)', () => {
  it('per-field messages in the dialog, focus on the first, nothing lost; the add goes ahead only once it passes (WCAG 3.3.1, 3.3.7)', async () => {
    const user = userEvent.setup();
    const checked: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/rest/forms/validate/form-monogram'))
        checked.push(await request.clone().json());
    });
    const { services, events } = renderApron();
    const dialog = await openForm(user);
    const initials = within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement;
    await user.type(initials, 'ABCD');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thread colour/ }), 'Indigo');
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await within(dialog).findByText(SERVER_INITIALS);
    await waitFor(() => expect(document.activeElement).toBe(initials));
    expect(initials.getAttribute('aria-invalid')).toBe('true');
    expect(initials.value).toBe('ABCD');
    expect(services.cart.getState().cart.entries).toEqual([]);
    expect(events('add-to-cart-error')).toEqual([]);
    expect(checked).toEqual([{ initials: 'ABCD', thread: 'Indigo', note: '' }]);

    await user.clear(initials);
    await user.type(initials, 'ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(services.cart.getState().cart.entries).toHaveLength(1));
    expect(checked).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    server.events.removeAllListeners();
  });

  it('a check that cannot run keeps the dialog open with the words of the failure, and adds nothing', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/rest/forms/validate/:formId', () => HttpResponse.json({}, { status: 500 })));
    const { services } = renderApron();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Initials/ }), 'AL');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thread colour/ }), 'Rust');
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    await within(dialog).findByText(s.formSendFailed);
    expect(services.cart.getState().cart.entries).toEqual([]);
    expect((within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement).value).toBe('AL');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('editing answers on the cart page goes through the same check: no update until it passes', async () => {
    const user = userEvent.setup();
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    });
    const { services } = renderApron();
    await services.cart.getState().add({
      itemId: 'site-us-monogram-apron',
      sku: catalogItem('monogram-apron').variants?.[0]?.sku ?? '',
      quantity: 1,
      additionalFields: JSON.stringify({ initials: 'AL', thread: 'Rust', note: '' }),
    });
    const entry = services.cart.getState().cart.entries[0];
    if (!entry) throw new Error('no entry');
    const edited = editCartEntryForm(services, { entry, formId: 'form-monogram', productName: 'Apron' });
    const dialog = await screen.findByRole('dialog', { name: 'Apron' });
    const initials = within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement;
    await user.type(initials, 'XY');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(SERVER_INITIALS);
    await waitFor(() => expect(document.activeElement).toBe(initials));
    expect(puts).toEqual([]);
    await user.clear(initials);
    await user.type(initials, 'ALX');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const cart = await edited;
    expect(puts).toHaveLength(1);
    expect((cart?.entries[0] as { additionalFields?: string } | undefined)?.additionalFields).toBe(
      JSON.stringify({ initials: 'ALX', thread: 'Rust', note: '' }),
    );
    server.events.removeAllListeners();
  });
});

describe('custom form dialog: focus and announcements (issue 26.4, WCAG 3.3.1, 4.1.3)', () => {
  it('a missing answer: focus on it, said by the alert region; a failed check: focus back on the button', async () => {
    const user = userEvent.setup();
    renderApron();
    const dialog = await openForm(user);
    const formAlert = () => dialog.querySelector('.sf-form__form-error') as HTMLElement;
    const initials = within(dialog).getByRole('textbox', { name: /^Initials/ }) as HTMLInputElement;
    const button = within(dialog).getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement;
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(initials));
    expect(formAlert().textContent).toBe(`Initials: ${s.formRequired}`);

    await user.type(initials, 'AL');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thread colour/ }), 'Rust');
    let release: () => void = () => {};
    server.use(
      http.post('*/api/rest/forms/validate/:formId', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button.disabled).toBe(true));
    // Chromium blurs a focused control that becomes disabled; happy-dom blurs no disabled element.
    button.disabled = false;
    button.blur();
    button.disabled = true;
    release();
    await waitFor(() => expect(formAlert().textContent).toBe(s.formSendFailed));
    await waitFor(() => expect(document.activeElement).toBe(button));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
