// The restock-form island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
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
};

export default fixtures;
