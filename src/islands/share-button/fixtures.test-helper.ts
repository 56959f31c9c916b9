// The share-button island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { type IslandFixtures, json, MUG } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: {},
  listAsJson: 'renders',
  hostile: [
    {
      // The link shared falls back to the page's own; the button still shows.
      name: 'a javascript: product address',
      mount: { product: json({ ...MUG, fullUrl: 'javascript:alert(1)' }) },
      outcome: 'renders',
    },
  ],
  xss: [{}],
  a11y: {},
  a11yStates: {
    // No Web Share in happy-dom: the share button copies the link and says so.
    succeeded: async (user, island) => {
      await user.click(await within(island).findByRole('button', { name: 'Share' }));
      await within(island).findByText('Link copied');
    },
    // The clipboard refusing too: the link waits, selected, in a labelled read-only field.
    failed: async (user, island) => {
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('No', 'NotAllowedError'));
      await user.click(await within(island).findByRole('button', { name: 'Share' }));
      await within(island).findByRole('textbox', { name: 'Copy this link to share the product' });
    },
  },
};

export default fixtures;
