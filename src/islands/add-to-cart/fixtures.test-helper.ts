// The add-to-cart island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import type { IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: {},
  listAsJson: 'renders',
  hostile: [
    {
      name: 'an unknown quick-view value',
      mount: { attributes: { quickView: 'maybe' } },
      outcome: 'declines',
    },
  ],
};

export default fixtures;
