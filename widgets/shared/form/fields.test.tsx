import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaAction } from '../../../src/domain/forms/constants.ts';
import { EVERY_KIND_FORM } from '../../../src/domain/forms/form-fixtures.test-helper.ts';
import { Form } from './Form.tsx';
import { definition } from './form.test-helper.ts';

const never = () => new Promise<never>(() => undefined);

function renderForm(input: unknown = EVERY_KIND_FORM) {
  const user = userEvent.setup();
  const view = render(<Form definition={definition(input)} submit={never} />);
  return { user, ...view };
}

describe('field kinds', () => {
  it('labels text and email inputs with <label for>, marking required ones', () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(subject.placeholder).toBe('What is it about?');
    expect(subject.hasAttribute('aria-required')).toBe(false);
  });

  it('groups multi-part fields in a fieldset named by its legend, one labelled input per part', () => {
    renderForm();
    const name = screen.getByRole('group', { name: 'Name (required)' });
    expect(within(name).getByRole('textbox', { name: 'First Name' })).toBeTruthy();
    expect(within(name).getByRole('textbox', { name: 'Last Name' })).toBeTruthy();
    const address = screen.getByRole('group', { name: 'Address' });
    expect(
      within(address)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('autocomplete')),
    ).toEqual([
      'address-line1',
      'address-line2',
      'address-level2',
      'address-level1',
      'postal-code',
      'country-name',
    ]);
    const phone = screen.getByRole('group', { name: 'Phone' });
    expect(
      within(phone)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('aria-label') ?? i.id),
    ).toHaveLength(4);
    expect(within(phone).getByRole('textbox', { name: 'Area Code' })).toBeTruthy();
    const date = screen.getByRole('group', { name: 'Date' });
    expect(within(date).getAllByRole('textbox')).toHaveLength(3);
    const time = screen.getByRole('group', { name: 'Time' });
    expect(within(time).getByRole('combobox', { name: 'AM/PM' })).toBeTruthy();
    expect(within(time).getAllByRole('textbox')).toHaveLength(3);
  });

  it('radio, checkbox and select choices are labelled and record the choice', async () => {
    const { user } = renderForm();
    const colour = screen.getByRole('group', { name: 'Colour' });
    await user.click(within(colour).getByRole('radio', { name: 'Green' }));
    expect((within(colour).getByRole('radio', { name: 'Green' }) as HTMLInputElement).checked).toBe(true);
    const topics = screen.getByRole('group', { name: 'Topics' });
    await user.click(within(topics).getByRole('checkbox', { name: 'Offers' }));
    expect((within(topics).getByRole('checkbox', { name: 'Offers' }) as HTMLInputElement).checked).toBe(true);
    const size = screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.text)).toEqual(['Select Value', 'S', 'M', 'L']);
    await user.selectOptions(size, 'M');
    expect(size.value).toBe('M');
  });

  it('likert: one fieldset row per question with the five labelled answers', async () => {
    const { user } = renderForm();
    const row = screen.getByRole('group', { name: 'Easy to use (required)' });
    expect(
      within(row)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    await user.click(within(row).getByRole('radio', { name: 'Agree' }));
    expect((within(row).getByRole('radio', { name: 'Agree' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Would recommend' })).toBeTruthy();
  });

  it('hidden fields are inputs nobody sees; sections are headings', () => {
    const { container } = renderForm();
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="source"]');
    expect(hidden?.value).toBe('spring-campaign');
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
  });

  it('ties the description to its control', () => {
    renderForm();
    const message = screen.getByRole('textbox', { name: 'Message' });
    const ids = message.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Keep it short', '0 / 20']);
  });

  it('an unknown kind renders as text', () => {
    renderForm({ id: 'f', fields: [{ id: 'x', type: 'signature', label: 'Sign here' }] });
    expect(screen.getByRole('textbox', { name: 'Sign here' })).toBeTruthy();
  });

  it('renders on the server without touching window or document', () => {
    const form = definition({ ...EVERY_KIND_FORM, captcha: true });
    const captcha = { siteKey: 'key', action: CaptchaAction.FORM_BLOCK_SUBMISSION, nonce: 'n' };
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(<Form definition={form} submit={never} captcha={captcha} />);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(html).toContain('sf-form__field');
    expect(html).toContain('>Send</button>');
  });
});

describe('textarea counter', () => {
  it('counts n / max as the shopper types and marks an error over the max', async () => {
    const { user } = renderForm();
    const message = screen.getByRole('textbox', { name: 'Message' });
    const counter = () => screen.getByText(/^\d+ \/ 20$/);
    expect(counter().textContent).toBe('0 / 20');
    await user.type(message, 'x'.repeat(20));
    expect(counter().textContent).toBe('20 / 20');
    expect(counter().hasAttribute('data-over')).toBe(false);
    expect(message.hasAttribute('aria-invalid')).toBe(false);
    await user.type(message, 'y');
    expect(counter().textContent).toBe('21 / 20');
    expect(counter().hasAttribute('data-over')).toBe(true);
    expect(message.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(screen.getByText('You have exceeded the character limit.')).toBeTruthy();
  });
});

describe('client validation', () => {
  it('shows a field message on blur, tied with aria-describedby, and clears it as the field is fixed', async () => {
    const { user } = renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'nope');
    await user.tab();
    const message = 'Email is not valid. Email addresses should follow the format name@example.com.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(message);
    await user.type(email, '@example.com');
    expect(screen.queryByText(message)).toBeNull();
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('submitting checks every field and calls nothing while one is invalid', async () => {
    const submit = vi.fn(never);
    const user = userEvent.setup();
    render(<Form definition={definition(EVERY_KIND_FORM)} submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).not.toHaveBeenCalled();
    const name = screen.getByRole('group', { name: 'Name (required)' });
    expect(within(name).getByText('Required')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Survey is not valid. Missing a required question.')).toBeTruthy();
  });
});
