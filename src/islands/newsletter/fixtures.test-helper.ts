// The newsletter island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { alertShown, HUGE, type IslandFixtures, XSS } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { attributes: { formId: 'newsletter-form', captcha: 'false' } },
  listAsJson: 'renders',
  hostile: [
    { name: 'no form id', mount: { attributes: { captcha: 'false' } }, outcome: 'declines' },
    {
      name: 'an unknown name flag',
      mount: { attributes: { formId: 'n', name: 'yes' } },
      outcome: 'declines',
    },
    {
      name: 'huge texts',
      mount: {
        attributes: { formId: 'n', captcha: 'false', title: HUGE, description: HUGE, buttonText: HUGE },
      },
      outcome: 'renders',
    },
  ],
  xss: [
    {
      attributes: {
        formId: 'n',
        captcha: 'false',
        name: 'true',
        title: XSS,
        description: XSS,
        buttonText: XSS,
        submissionText: XSS,
      },
    },
  ],
  a11y: { attributes: { formId: 'a11y-newsletter', captcha: 'false', title: 'Our letter' } },
  a11yStates: {
    send: async (user, island) => {
      await user.type(await within(island).findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
      await user.click(await within(island).findByRole('button', { name: /Sign Up/i }));
    },
    // Signed up: the form gives way to its thanks.
    succeeded: (_, island) => waitFor(() => expect(within(island).queryByRole('textbox')).toBeNull()),
    failed: alertShown,
  },
};

export default fixtures;
