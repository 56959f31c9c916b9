// The cart-pill island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import type { IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { attributes: { showEmpty: 'true' } },
  listAsJson: 'renders',
  hostile: [
    {
      name: 'an unknown show-empty value',
      mount: { attributes: { showEmpty: 'sometimes' } },
      outcome: 'declines',
    },
  ],
};

export default fixtures;
