// The restock-form island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type IslandFixtures, json, VASE } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { product: json(VASE) },
  listAsJson: 'renders',
  hostile: [
    {
      name: 'an unknown view',
      mount: { product: json(VASE), attributes: { view: 'popup' } },
      outcome: 'declines',
    },
  ],
  xss: [{}],
  a11y: { product: json(VASE) },
  a11yStates: {
    send: async (user, island) => {
      await user.type(
        await within(island).findByRole('textbox', { name: /Email Address/ }),
        'ada@example.com',
      );
      await user.click(await within(island).findByRole('button', { name: 'Notify Me' }));
    },
    succeeded: async (_, island) => {
      await within(island).findByText('Signed up!');
    },
    invalid: async (user, island) => {
      await user.click(await within(island).findByRole('button', { name: 'Notify Me' }));
      const email = () => within(island).getByRole('textbox', { name: /Email Address/ });
      await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    },
    failed: async (_, island) => {
      await within(island).findByText('Unable to submit form. Please try again later.');
    },
  },
};

export default fixtures;
