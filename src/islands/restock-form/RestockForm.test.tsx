import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { resetFailureLog } from '../../core/platform/errors.ts';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { forgetCaptchaPage, type GrecaptchaEnterprise } from '../shared/form/captcha.ts';
import { VariantSelect } from '../variant-select/VariantSelect.tsx';
import { parseRestockOptions } from './index.ts';
import { RestockForm } from './RestockForm.tsx';

const { model, server } = setupMockPlatform();
const VASE = 'site-us-thrown-vase';
const VASE_VARIANT = 'site-us-thrown-vase-v1';
const all = { restockNotificationViews: ['all'] };
const form = (view = 'product-detail' as const) => <RestockForm options={{ view }} />;
const context = (merch: object, extra: object = {}) => ({ merchandising: { [VASE]: merch }, ...extra });

type CaptchaWindow = typeof window & { grecaptcha?: { enterprise: GrecaptchaEnterprise } };
afterEach(() => {
  delete (window as CaptchaWindow).grecaptcha;
  forgetCaptchaPage(document);
});

async function signUp(email: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: /Email Address/ });
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Notify Me' }));
  return user;
}

describe('restock form: when it shows', () => {
  it('shows on a sold-out product whose restockNotificationViews include the view (or all)', () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    expect(screen.getByRole('form', { name: 'Get an email when this is back in stock.' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it.each([
    ['no restockNotificationViews', {}],
    ['another view only', { restockNotificationViews: ['quick-view'] }],
  ])('hidden with %s', (_name, merch) => {
    const { container } = renderProduct(catalogItem('thrown-vase'), form(), context(merch));
    expect(container.innerHTML).toBe('');
  });

  it('hidden for an in-stock product', () => {
    const { container } = renderProduct(catalogItem('stoneware-mug'), form(), {
      merchandising: { 'site-us-stoneware-mug': all },
    });
    expect(container.innerHTML).toBe('');
  });

  it('follows the variant selection live', async () => {
    const user = userEvent.setup();
    renderProduct(
      catalogItem('linen-tee'),
      <>
        <VariantSelect options={{ display: 'radio' }} />
        {form()}
      </>,
      { merchandising: { 'site-us-linen-tee': all } },
    );
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: /Charcoal/ }));
    expect(await screen.findByRole('form')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Oat' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('follows live stock: a product back in stock since the page was built hides the form', async () => {
    const item = catalogItem('thrown-vase');
    model.addProduct({ ...item, variants: item.variants?.map((v) => ({ ...v, qtyInStock: 4 })) });
    try {
      renderProduct(item, form(), context(all));
      expect(screen.getByRole('form')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    } finally {
      model.addProduct(item);
    }
  });

  it('data-view must be a known view', () => {
    expect(parseRestockOptions({ attributes: {}, json: undefined })).toEqual({ view: 'product-detail' });
    expect(() => parseRestockOptions({ attributes: { view: 'popup' }, json: undefined })).toThrow(
      /data-view/,
    );
  });
});

describe('restock form: validation (spec 5)', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['ada', 'Email is invalid'],
  ])('%j -> %s, nothing sent', async (email, message) => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    await signUp(email);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email Address/ }).getAttribute('aria-invalid')).toBe('true');
    expect(model.restock.shopperSignUps()).toEqual([]);
  });
});

describe('restock form: sign-up', () => {
  it("sends the spec payload and replaces the form with 'Signed up!'", async () => {
    const { events } = renderProduct(catalogItem('thrown-vase'), form(), context(all));
    await signUp('ada@example.com');
    expect(await screen.findByText('Signed up!')).toBeTruthy();
    // Accepted: the dataLayer's sign_up follows this.
    expect(events('form-submitted')).toEqual([{ formId: `restock-${VASE}`, kind: 'restock' }]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(model.restock.shopperSignUps()).toMatchObject([
      { productId: VASE, variantId: VASE_VARIANT, email: 'ada@example.com', isJoinMailingList: false },
    ]);
  });

  it('shows the mailing-list checkbox, checked by default when the store opts in', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/notifications/restock'))
        requests.push(await request.clone().json());
    });
    renderProduct(
      catalogItem('thrown-vase'),
      form(),
      context({ ...all, mailingListSignUpEnabled: true, mailingListOptInByDefault: true }),
    );
    const box = screen.getByRole('checkbox', { name: 'Join our mailing list' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await signUp('ada@example.com');
    await screen.findByText('Signed up!');
    expect(requests).toEqual([
      {
        isJoinMailingList: true,
        productId: VASE,
        siteVisitorEmail: 'ada@example.com',
        variantId: VASE_VARIANT,
        recaptchaEnterpriseV3Token: null,
      },
    ]);
    server.events.removeAllListeners();
  });

  it('an unchecked mailing-list box (not opted in by default) sends false', async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context({ ...all, mailingListSignUpEnabled: true }));
    expect(
      (screen.getByRole('checkbox', { name: 'Join our mailing list' }) as HTMLInputElement).checked,
    ).toBe(false);
    await signUp('bo@example.com');
    await screen.findByText('Signed up!');
    expect(model.restock.shopperSignUps()[0]?.isJoinMailingList).toBe(false);
  });

  it("shows the store's own text from restockNotificationMessages", async () => {
    renderProduct(
      catalogItem('thrown-vase'),
      form(),
      context({ ...all, restockNotificationMessages: { restockSignedUp: "We'll email you." } }),
    );
    await signUp('ada@example.com');
    expect(await screen.findByText("We'll email you.")).toBeTruthy();
  });

  it('sends the current language when a translation tool is present', async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all, { translation: { language: 'fr-FR' } }));
    await signUp('ada@example.com');
    await screen.findByText('Signed up!');
    expect(model.restock.shopperSignUps()[0]?.language).toBe('fr-FR');
  });
});

describe('restock form: failures (spec 8)', () => {
  it('server error: the catalogue message, the email kept, and a retry succeeds', async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    model.scenario = 'server-error';
    const user = await signUp('ada@example.com');
    expect(await screen.findByText('Unable to submit form. Please try again later.')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: /Email Address/ }) as HTMLInputElement;
    expect(input.value).toBe('ada@example.com');
    model.scenario = 'none';
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Signed up!')).toBeTruthy();
  });

  it('the mock platform refuses an address at example.org, as it does for every sign-up (issue 49 item 8)', async () => {
    const { events } = renderProduct(catalogItem('thrown-vase'), form(), context(all));
    await signUp('ada@example.org');
    expect(await screen.findByText('Addresses at example.org cannot receive mail.')).toBeTruthy();
    expect(screen.queryByText('Signed up!')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveProperty('value', 'ada@example.org');
    expect(events('form-submitted')).toEqual([]);
    expect(model.restock.shopperSignUps()).toEqual([]);
  });

  it("shows the server's own message", async () => {
    server.use(
      http.post('*/api/site-users/account/notifications/restock', () =>
        HttpResponse.json({ message: 'This address is already on the list.' }, { status: 409 }),
      ),
    );
    const { events } = renderProduct(catalogItem('thrown-vase'), form(), context(all));
    await signUp('ada@example.com');
    expect(await screen.findByText('This address is already on the list.')).toBeTruthy();
    expect(events('form-submitted')).toEqual([]);
  });

  it.each([
    ['an empty 202 (a demo server that did not answer)', () => new HttpResponse(null, { status: 202 })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><title>Shop</title>')],
    ['JSON that is no object', () => HttpResponse.json('ok')],
  ])(
    'a 2xx that is not the platform answer (%s) is a failure: the catalogue message, the email kept (issue 49.11)',
    async (_name, answer) => {
      resetFailureLog();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(http.post('*/api/site-users/account/notifications/restock', answer));
      const { events } = renderProduct(catalogItem('thrown-vase'), form(), context(all));
      await signUp('ada@example.com');
      expect(await screen.findByText('Unable to submit form. Please try again later.')).toBeTruthy();
      expect(screen.queryByText('Signed up!')).toBeNull();
      expect((screen.getByRole('textbox', { name: /Email Address/ }) as HTMLInputElement).value).toBe(
        'ada@example.com',
      );
      expect(events('form-submitted')).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('POST /api/site-users/account/notifications/restock failed'),
      );
      warn.mockRestore();
    },
  );

  it('offline: the catalogue message', async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    model.scenario = 'offline';
    await signUp('ada@example.com');
    expect(await screen.findByText('Unable to submit form. Please try again later.')).toBeTruthy();
  });
});

describe('restock form: captcha', () => {
  it('with a site key: a PRODUCT_WAITLIST_SUBMISSION token goes with the sign-up', async () => {
    const execute = vi.fn(async () => 'captcha-token');
    (window as CaptchaWindow).grecaptcha = { enterprise: { ready: (callback) => callback(), execute } };
    renderProduct(
      catalogItem('thrown-vase'),
      form(),
      context(all, { recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: 'key-1' } }),
    );
    const requests: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/notifications/restock'))
        requests.push(await request.clone().json());
    });
    await signUp('ada@example.com');
    await screen.findByText('Signed up!');
    expect(execute).toHaveBeenCalledWith('key-1', { action: 'PRODUCT_WAITLIST_SUBMISSION' });
    expect(requests).toMatchObject([{ recaptchaEnterpriseV3Token: 'captcha-token' }]);
    server.events.removeAllListeners();
  });

  it("a captcha block without a key: only 'Enterprise V3 ReCaptcha site key not found' on the console; the form stays usable and signs up without a token (issue 49.7)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProduct(catalogItem('thrown-vase'), form(), context(all, { recaptchaEnterpriseContext: {} }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('Enterprise V3 ReCaptcha site key not found'),
      ),
    );
    expect(screen.queryByText('This form has not been configured yet.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Notify Me' }) as HTMLButtonElement).disabled).toBe(false);
    const requests: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/notifications/restock'))
        requests.push(await request.clone().json());
    });
    await signUp('ada@example.com');
    expect(await screen.findByText('Signed up!')).toBeTruthy();
    expect(requests).toMatchObject([{ recaptchaEnterpriseV3Token: null }]);
    expect(error).toHaveBeenCalledTimes(1);
    server.events.removeAllListeners();
    error.mockRestore();
  });
});

describe('restock form: focus and announcements (issue 26.4, WCAG 3.3.1, 4.1.3)', () => {
  const emailBox = () => screen.getByRole('textbox', { name: /Email Address/ }) as HTMLInputElement;
  const alertRegion = () => screen.getByRole('alert');

  it("success: 'Signed up!' arrives in a status region that was already there, and takes focus", async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const user = userEvent.setup();
    await user.type(emailBox(), 'ada@example.com{Enter}');
    await waitFor(() => expect(status.textContent).toBe('Signed up!'));
    expect(screen.getByRole('status')).toBe(status);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("validation: focus stays in the email box and the alert region says 'Email is invalid'", async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    const region = alertRegion();
    const user = userEvent.setup();
    await user.type(emailBox(), 'ada{Enter}');
    await waitFor(() => expect(region.textContent).toBe('Email Address: Email is invalid'));
    await waitFor(() => expect(document.activeElement).toBe(emailBox()));
    // The same mistake again is said again: the words are put in anew.
    const said = region.firstElementChild;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(region.firstElementChild).not.toBe(said));
    expect(region.textContent).toBe('Email Address: Email is invalid');
  });

  it('server failure: the message in the alert region; focus stays in the email box it was in', async () => {
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    model.scenario = 'server-error';
    const user = userEvent.setup();
    await user.type(emailBox(), 'ada@example.com{Enter}');
    await waitFor(() =>
      expect(alertRegion().textContent).toBe('Unable to submit form. Please try again later.'),
    );
    await waitFor(() => expect(document.activeElement).toBe(emailBox()));
  });

  it("locked while the sign-up travels, saying 'Saving…' (spec 4: not a custom or site form), then 'Signed up!'", async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/site-users/account/notifications/restock', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({});
      }),
    );
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    await signUp('ada@example.com');
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submitting…' })).toBeNull();
    release();
    await screen.findByText('Signed up!');
  });

  it('server failure after the locked button lost focus: focus goes back to the button', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/site-users/account/notifications/restock', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderProduct(catalogItem('thrown-vase'), form(), context(all));
    const user = userEvent.setup();
    await user.type(emailBox(), 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Notify Me' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    // What Chromium does to a focused control that becomes disabled (happy-dom keeps its focus, and
    // blurs no disabled element, so the button is blurred with the attribute lifted for a moment).
    const locked = button as HTMLButtonElement;
    locked.disabled = false;
    locked.blur();
    locked.disabled = true;
    expect(document.activeElement).toBe(document.body);
    release();
    await waitFor(() => expect(alertRegion().textContent).not.toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
