// The newsletter block: an email (and optional name) sign-up on the form kit, sent through the
// form submission calls under its form id, with the newsletter captcha action.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { defaultFormKitStrings as s } from '../../core/words/strings-forms.ts';
import { installFakeCaptcha, removeFakeCaptcha, renderFormIsland } from '../form/form-island.test-helper.tsx';
import { IslandOptionsError } from '../shared/contract.ts';
import { parseNewsletterOptions } from './index.ts';
import { Newsletter } from './Newsletter.tsx';

const { model, server } = setupMockPlatform();
const FORM_ID = 'newsletter-test';

let captcha: ReturnType<typeof installFakeCaptcha>;
beforeEach(() => {
  captcha = installFakeCaptcha();
  model.forms.addForm({
    id: FORM_ID,
    fields: [
      { id: 'email', type: 'email', label: 'Email Address', required: true },
      { id: 'name', type: 'name', label: 'Name' },
    ],
  });
});
afterEach(() => removeFakeCaptcha());

function renderNewsletter(attributes: Record<string, string> = {}) {
  const options = parseNewsletterOptions({ attributes: { formId: FORM_ID, ...attributes }, json: undefined });
  return renderFormIsland(<Newsletter options={options} />);
}

describe('newsletter block', () => {
  it('signs up an email through the form calls, with the newsletter captcha action, and thanks the shopper', async () => {
    const user = userEvent.setup();
    const { events } = renderNewsletter();
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@shop.test');
    await user.click(screen.getByRole('button', { name: s.newsletterSignUp }));
    await screen.findByText(s.newsletterThanks);
    expect(model.forms.submissions).toEqual([
      { formId: FORM_ID, form: { email: 'ada@shop.test' }, captchaKey: 'captcha-1' },
    ]);
    expect(captcha.actions).toEqual(['NEWSLETTER_BLOCK_SUBMISSION']);
    expect(events('form-render')).toEqual([{ formId: FORM_ID }]);
    expect(events('form-submitted')).toEqual([{ formId: FORM_ID, kind: 'newsletter' }]);
  });

  it('asks for a name too with data-name, and uses the block’s own texts', async () => {
    const user = userEvent.setup();
    renderNewsletter({
      name: 'true',
      buttonText: 'Join',
      submissionText: 'Welcome aboard.',
      captcha: 'false',
    });
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@shop.test');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Welcome aboard.');
    expect(model.forms.submissions[0]?.form).toEqual({
      email: 'ada@shop.test',
      name: { First: 'Ada', Last: '' },
    });
    expect(captcha.actions).toEqual([]);
  });

  it('refuses a bad email in the browser and sends nothing, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderNewsletter({ captcha: 'false' });
    const email = screen.getByRole('textbox', { name: /^Email Address/ }) as HTMLInputElement;
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: s.newsletterSignUp }));
    expect(await screen.findByText(/^Email is not valid/)).toBeTruthy();
    expect(model.forms.submissions).toEqual([]);
    expect(email.value).toBe('not-an-email');
  });

  it('rejects a block without a form id, or a flag that is not true/false', () => {
    expect(() => parseNewsletterOptions({ attributes: {}, json: undefined })).toThrow(IslandOptionsError);
    expect(() =>
      parseNewsletterOptions({ attributes: { formId: 'x', name: 'yes' }, json: undefined }),
    ).toThrow('data-name must be "true" or "false", not "yes"');
  });
});

describe('newsletter block: focus and announcements (issue 26.4)', () => {
  const box = () => screen.getByRole('textbox', { name: /^Email Address/ }) as HTMLInputElement;
  const formAlert = () => document.querySelector('.sf-form__form-error') as HTMLElement;

  it('success: the thanks arrive in the status region that was there before, and take focus', async () => {
    const user = userEvent.setup();
    renderNewsletter({ captcha: 'false' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.type(box(), 'ada@shop.test{Enter}');
    await waitFor(() => expect(status.textContent).toBe(s.newsletterThanks));
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('a bad email: focus stays in the box, the alert region names the problem', async () => {
    const user = userEvent.setup();
    renderNewsletter({ captcha: 'false' });
    await user.type(box(), 'not-an-email{Enter}');
    await waitFor(() => expect(formAlert().textContent).toMatch(/^Email Address: Email is not valid/));
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });

  it('a 500 after the locked button lost focus: focus goes back to the button (no captcha)', async () => {
    const user = userEvent.setup();
    renderNewsletter({ captcha: 'false' });
    await user.type(box(), 'ada@shop.test');
    let release: () => void = () => {};
    server.use(
      http.post('*/api/rest/forms/validate/*', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const button = screen.getByRole('button', { name: s.newsletterSignUp }) as HTMLButtonElement;
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button.disabled).toBe(true));
    button.disabled = false;
    button.blur();
    button.disabled = true;
    expect(document.activeElement).toBe(document.body);
    release();
    await waitFor(() => expect(formAlert().textContent).not.toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(box().value).toBe('ada@shop.test');
  });
});
