import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaAction } from '../../../core/domain/forms/constants.ts';
import {
  BADGE_VISIBLE_ATTRIBUTE,
  captchaScriptUrl,
  captchaSiteKey,
  forgetCaptchaPage,
  type GrecaptchaEnterprise,
} from './captcha.ts';
import { Form } from './Form.tsx';
import { deferredSubmit, definition } from './form.test-helper.ts';

const SITE_KEY = 'site-key-1';
const NONCE = 'n0nce';
const FORM = definition({
  id: 'contact',
  captcha: true,
  fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
});

type Window = typeof window & { grecaptcha?: { enterprise: GrecaptchaEnterprise } };

let injected: HTMLScriptElement[];
let execute: ReturnType<typeof vi.fn<GrecaptchaEnterprise['execute']>>;
let enterprise: GrecaptchaEnterprise;

beforeEach(() => {
  injected = [];
  // The script is kept out of the document: happy-dom would try (and fail) to load it.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    injected.push(...(nodes as HTMLScriptElement[]));
  });
  let n = 0;
  execute = vi.fn(async () => `token-${++n}`);
  enterprise = { ready: (callback) => callback(), execute };
});

afterEach(() => {
  delete (window as Window).grecaptcha;
  document.documentElement.removeAttribute(BADGE_VISIBLE_ATTRIBUTE);
  forgetCaptchaPage(document);
});

function renderCaptchaForm(siteKey: string | undefined) {
  const call = deferredSubmit();
  const view = render(
    <Form
      definition={FORM}
      submit={call.submit}
      captcha={{ siteKey, action: CaptchaAction.FORM_BLOCK_SUBMISSION, nonce: NONCE }}
    />,
  );
  return { call, ...view };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const submitButton = () => screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement;

/** The fake script "runs": grecaptcha appears on the window, then the load event fires. */
async function loadScript() {
  (window as Window).grecaptcha = { enterprise };
  await act(async () => {
    injected[0]?.dispatchEvent(new Event('load'));
  });
}

describe('captcha loader', () => {
  it('injects the script only when a field is first focused, with the nonce, once per page', async () => {
    const user = userEvent.setup();
    renderCaptchaForm(SITE_KEY);
    renderCaptchaForm(SITE_KEY);
    expect(injected).toHaveLength(0);
    expect(document.documentElement.hasAttribute(BADGE_VISIBLE_ATTRIBUTE)).toBe(false);

    const [first, second] = screen.getAllByRole('textbox', { name: 'Email' });
    await user.click(first as HTMLElement);
    expect(document.documentElement.hasAttribute(BADGE_VISIBLE_ATTRIBUTE)).toBe(true);
    expect(injected).toHaveLength(1);
    expect(injected[0]?.src).toBe('https://www.google.com/recaptcha/enterprise.js?render=site-key-1');
    expect(injected[0]?.nonce).toBe(NONCE);
    expect(injected[0]?.async).toBe(true);

    await user.click(second as HTMLElement);
    await user.click(first as HTMLElement);
    expect(injected).toHaveLength(1);
  });

  it('is not fooled by page elements named grecaptcha and enterprise (DOM clobbering, issue 33)', async () => {
    // What window.grecaptcha is on a page with <a id="grecaptcha"> and <a id="grecaptcha" name="enterprise">.
    const anchors = document.createElement('div');
    anchors.innerHTML = '<a id="grecaptcha"></a><a id="grecaptcha" name="enterprise"></a>';
    const clobbered = Object.assign(anchors.querySelectorAll('a'), {
      enterprise: anchors.querySelector('[name]'),
    });
    (window as unknown as { grecaptcha: unknown }).grecaptcha = clobbered;
    const user = userEvent.setup();
    const { call } = renderCaptchaForm(SITE_KEY);
    await user.type(email(), 'ada@example.com');
    // The elements are no captcha: the real script is still fetched, and its token is the one sent.
    expect(injected).toHaveLength(1);
    await loadScript();
    await user.click(submitButton());
    expect(call.calls[0]?.captchaToken).toBe('token-1');
  });

  it('passes a token for the action to submit', async () => {
    const user = userEvent.setup();
    const { call } = renderCaptchaForm(SITE_KEY);
    await user.type(email(), 'ada@example.com');
    await loadScript();
    await user.click(submitButton());
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'FORM_BLOCK_SUBMISSION' });
    expect(call.calls[0]?.captchaToken).toBe('token-1');
  });

  it('after a failure resets: the button stays disabled until a new token is in hand, which the next submit uses', async () => {
    const user = userEvent.setup();
    const { call } = renderCaptchaForm(SITE_KEY);
    await user.type(email(), 'ada@example.com');
    await loadScript();
    await user.click(submitButton());

    let giveToken: (token: string) => void = () => undefined;
    execute.mockImplementationOnce(() => new Promise((resolve) => (giveToken = resolve)));
    await act(async () =>
      call.resolve({ ok: false, message: 'Unable to send form. Please try again later.' }),
    );
    expect(submitButton().textContent).toBe('Submit');
    expect(submitButton().disabled).toBe(true);
    expect((email() as HTMLInputElement).value).toBe('ada@example.com');

    await act(async () => giveToken('token-fresh'));
    expect(submitButton().disabled).toBe(false);
    await user.click(submitButton());
    expect(call.calls[1]?.captchaToken).toBe('token-fresh');
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('a script that cannot load says so and loses nothing', async () => {
    const user = userEvent.setup();
    const { call } = renderCaptchaForm(SITE_KEY);
    await user.type(email(), 'ada@example.com');
    await act(async () => {
      injected[0]?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('The CAPTCHA could not load. Check your connection and try again.')).toBeTruthy();
    expect((email() as HTMLInputElement).value).toBe('ada@example.com');

    // Submitting tries again (a new script); still failing, the form asks for the captcha.
    await user.click(submitButton());
    expect(injected).toHaveLength(2);
    await act(async () => {
      injected[1]?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Complete CAPTCHA before submitting.')).toBeTruthy();
    expect(call.calls).toHaveLength(0);
    expect((email() as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('without a site key: one console error per page, a message on the form, no script', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCaptchaForm(undefined);
    renderCaptchaForm('');
    expect(error.mock.calls).toEqual([['[Storefront] Enterprise V3 ReCaptcha site key not found']]);
    expect(screen.getAllByText('This form has not been configured yet.')).toHaveLength(2);
    await user.click(screen.getAllByRole('textbox', { name: 'Email' })[0] as HTMLElement);
    expect(injected).toHaveLength(0);
    expect(
      screen.getAllByRole('button', { name: 'Submit' }).every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
  });
});

describe('captcha helpers', () => {
  it('reads the site key from the enterprise context, then the captcha settings', () => {
    expect(captchaSiteKey({ recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: 'a' } })).toBe('a');
    expect(captchaSiteKey({ captchaSettings: { siteKey: ' b ' } })).toBe('b');
    expect(captchaSiteKey({})).toBeUndefined();
  });

  it('names the four actions and encodes the key into the script URL', () => {
    expect(Object.values(CaptchaAction)).toEqual([
      'FORM_BLOCK_SUBMISSION',
      'NEWSLETTER_BLOCK_SUBMISSION',
      'PRODUCT_WAITLIST_SUBMISSION',
      'PROMO_POPUP_SUBMISSION',
    ]);
    expect(captchaScriptUrl('a b&c')).toBe('https://www.google.com/recaptcha/enterprise.js?render=a%20b%26c');
  });
});
