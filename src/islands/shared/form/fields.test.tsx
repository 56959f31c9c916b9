import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaAction } from '../../../core/domain/forms/constants.ts';
import { EVERY_KIND_FORM } from '../../../core/domain/forms/form-fixtures.test-helper.ts';
import { defaultStrings } from '../../../core/words/strings.ts';
import { formStrings } from '../../../core/words/strings-forms.ts';
import { renderIsland } from '../../../test/render-island.tsx';
import { Form } from './Form.tsx';
import { definition } from './form.test-helper.ts';
import { MultiPartField } from './MultiPartField.tsx';

const never = () => new Promise<never>(() => undefined);

function renderForm(input: unknown = EVERY_KIND_FORM) {
  const user = userEvent.setup();
  const view = render(<Form definition={definition(input)} submit={never} />);
  return { user, ...view };
}

describe('field kinds', () => {
  it('labels text and email inputs with <label for>, marking required ones (WCAG 1.3.1, 3.3.2)', () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(subject.placeholder).toBe('What is it about?');
    expect(subject.hasAttribute('aria-required')).toBe(false);
  });

  it('groups multi-part fields in a fieldset named by its legend, one labelled input per part (WCAG 1.3.1, 1.3.5)', () => {
    renderForm();
    const name = screen.getByRole('group', { name: 'Name (required)' });
    expect(within(name).getByRole('textbox', { name: 'First Name' })).toBeTruthy();
    expect(within(name).getByRole('textbox', { name: 'Last Name' })).toBeTruthy();
    const address = screen.getByRole('group', { name: 'Address' });
    expect(
      within(address)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('autocomplete')),
    ).toEqual(['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code']);
    // The country is chosen from a list (the labels and postal check follow it).
    const country = within(address).getByRole('combobox', { name: 'Country' });
    expect(country.getAttribute('autocomplete')).toBe('country-name');
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

  it('address labels follow the chosen country, and the postal code gets its hint (issue 21.3)', async () => {
    const { user } = renderForm();
    const address = screen.getByRole('group', { name: 'Address' });
    expect(within(address).getByRole('textbox', { name: 'State' })).toBeTruthy();
    expect(within(address).getByRole('textbox', { name: 'Zip' })).toBeTruthy();
    const country = within(address).getByRole('combobox', { name: 'Country' });
    await user.selectOptions(country, 'Canada');
    expect(within(address).getByRole('textbox', { name: 'Province' })).toBeTruthy();
    await user.type(within(address).getByRole('textbox', { name: 'FSA' }), 'K1A 0B1');
    await user.tab();
    expect(await within(address).findByText('An FSA code is invalid.')).toBeTruthy();
    await user.selectOptions(country, 'Ireland');
    expect(within(address).getByRole('textbox', { name: 'County' })).toBeTruthy();
    // What was typed stays when the country changes.
    expect((within(address).getByRole('textbox', { name: 'Eircode' }) as HTMLInputElement).value).toBe(
      'K1A 0B1',
    );
    await user.selectOptions(country, 'United States');
    expect(within(address).getByRole('textbox', { name: 'ZIP code' })).toBeTruthy();
  });

  it('an earlier answer naming a country the list lacks is kept as a choice', () => {
    const [field] = definition({
      id: 'f',
      fields: [{ id: 'addr', type: 'address', label: 'Address' }],
    }).fields;
    if (!field) throw new Error('no field');
    render(
      <MultiPartField
        kind="address"
        field={field}
        value={{ Country: 'Atlantis', Zip: '??' }}
        error={undefined}
        locked={false}
        strings={{ ...defaultStrings, ...formStrings }}
        domId="addr"
        onChange={() => undefined}
        onBlur={() => undefined}
      />,
    );
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('Atlantis');
  });

  it('follows the page locale: year first and family name first in Japanese, countries named in Japanese', () => {
    const [date, name, address] = definition({
      id: 'f',
      fields: [
        { id: 'd', type: 'date', label: 'Date' },
        { id: 'n', type: 'name', label: 'Name' },
        { id: 'a', type: 'address', label: 'Address' },
      ],
    }).fields;
    if (!date || !name || !address) throw new Error('no field');
    const props = {
      value: { Country: 'Japan' },
      error: undefined,
      locked: false,
      strings: { ...defaultStrings, ...formStrings },
      onChange: () => undefined,
      onBlur: () => undefined,
    };
    renderIsland(
      <>
        <MultiPartField kind="date" field={date} domId="d" {...props} />
        <MultiPartField kind="name" field={name} domId="n" {...props} />
        <MultiPartField kind="address" field={address} domId="a" {...props} />
      </>,
      { context: { website: { id: 'site-us', language: 'ja-JP' } } },
    );
    const labels = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name'));
    expect(labels('Date')).toEqual(['d-Year', 'd-Month', 'd-Day']);
    expect(labels('Name')).toEqual(['n-Last', 'n-First']);
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    // The answer stays the English name the platform knows; the shopper reads Japanese.
    expect(country.value).toBe('Japan');
    expect(country.selectedOptions[0]?.textContent).toBe('日本');
    expect(within(country).getByRole('option', { name: 'ドイツ' })).toHaveProperty('value', 'Germany');
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

  it('hidden fields are inputs nobody sees; sections are headings (WCAG 1.3.1, 2.4.6)', () => {
    const { container } = renderForm();
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="source"]');
    expect(hidden?.value).toBe('spring-campaign');
    // A form on a page sits under the page's h1: its sections are h2, never a skipped level (issue 36.4).
    expect(screen.getByRole('heading', { name: 'About you', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
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

describe('compound fields keep every part of one task', () => {
  it('two parts changed in one commit (the replay of what was typed before hydration) are both kept', () => {
    const type = (input: HTMLInputElement, text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    // The browser entry replays early input (pending-input.ts) from the island's first commit effect, where React batches the
    // updates: both events run before the field re-renders.
    function Replaying() {
      const box = useRef<HTMLDivElement | null>(null);
      useEffect(() => {
        const [first, last] = Array.from(box.current?.querySelectorAll('input') ?? []);
        if (first && last) {
          type(first, 'Ada');
          type(last, 'Lovelace');
        }
      }, []);
      return (
        <div ref={box}>
          <Form
            definition={definition({ id: 'f', fields: [{ id: 'who', type: 'name', label: 'Name' }] })}
            submit={never}
          />
        </div>
      );
    }
    render(<Replaying />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', 'Ada');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveProperty('value', 'Lovelace');
  });
});
