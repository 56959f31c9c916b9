// The wishlist island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { within } from '@testing-library/react';
import { alertShown, type IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: {},
  listAsJson: 'renders',
  hostile: [],
  a11y: {},
  a11yStates: {
    send: async (user, island) =>
      user.click(await within(island).findByRole('button', { name: 'Add to wishlist' })),
    succeeded: async (_, island) => {
      await within(island).findByRole('button', { name: 'Saved to wishlist' });
    },
    failed: alertShown,
  },
};

export default fixtures;
