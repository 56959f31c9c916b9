// The form island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { EVERY_KIND_FORM } from '../../core/domain/forms/form-fixtures.test-helper.ts';
import { alertShown, HUGE, type IslandFixtures, json, XSS } from '../fixture-values.test-helper.ts';

const formDefinition = (fields: unknown[]) => ({
  id: 'hostile-form',
  name: 'Contact',
  fields,
  submitButtonText: 'Send',
});
const TEXT_FIELD = { id: 'f1', type: 'text', label: 'Name', required: false };
/** The form with every field kind, every text of it XSS. */
const hostileForm = {
  ...EVERY_KIND_FORM,
  name: XSS,
  submitButtonText: XSS,
  submissionText: XSS,
  fields: EVERY_KIND_FORM.fields.map((field) => ({
    ...field,
    label: `${field.label} ${XSS}`,
    ...('options' in field ? { options: field.options.map((option) => `${option}${XSS}`) } : {}),
    ...('placeholder' in field ? { placeholder: XSS } : {}),
    ...('description' in field ? { description: XSS } : {}),
  })),
};

/** A form with a required email, a counted textarea and a radio group (the accessibility page's). */
const A11Y_FORM = {
  id: 'a11y-form',
  name: 'Write to us',
  captcha: false,
  submissionText: 'Thanks, we will be in touch.',
  fields: [
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'message', type: 'textarea', label: 'Message', maxLength: 200 },
    { id: 'topic', type: 'radio', label: 'Topic', options: ['Orders', 'Events'] },
  ],
};

const fixtures: IslandFixtures = {
  healthy: { json: json(formDefinition([TEXT_FIELD])) },
  listAsJson: 'declines',
  hostile: [
    { name: 'no definition', mount: {}, outcome: 'declines' },
    { name: 'a definition that is a string', mount: { json: json('contact') }, outcome: 'declines' },
    {
      name: 'fields that are not a list',
      mount: { json: json({ ...formDefinition([]), fields: { 0: TEXT_FIELD } }) },
      outcome: 'declines',
    },
    {
      name: 'an unknown field kind beside a good field (dropped with a warning)',
      mount: { json: json(formDefinition([{ id: 'f0', type: 'hologram', label: 'Beam' }, TEXT_FIELD])) },
      outcome: 'renders',
    },
    {
      name: 'five hundred fields',
      mount: {
        json: json(
          formDefinition(
            Array.from({ length: 500 }, (_, index) => ({
              ...TEXT_FIELD,
              id: `f${index}`,
              label: `Field ${index}`,
            })),
          ),
        ),
      },
      outcome: 'renders',
    },
    {
      name: 'a huge label',
      mount: { json: json(formDefinition([{ ...TEXT_FIELD, label: HUGE }])) },
      outcome: 'renders',
    },
  ],
  xss: [{ json: json(hostileForm) }],
  a11y: { json: json(A11Y_FORM) },
  a11yStates: {
    send: async (user, island) => {
      await user.type(await within(island).findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
      await user.click(await within(island).findByRole('button', { name: /Submit/ }));
    },
    succeeded: async (_, island) => {
      await within(island).findByText('Thanks, we will be in touch.');
    },
    invalid: async (user, island) => {
      await user.click(await within(island).findByRole('button', { name: /Submit/ }));
      const email = () => within(island).getByRole('textbox', { name: /^Email/ });
      await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    },
    failed: alertShown,
  },
};

export default fixtures;
