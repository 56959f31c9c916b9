// The installment-message island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { type IslandFixtures, json, VASE } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: {},
  listAsJson: 'renders',
  hostile: [
    { name: 'a product with no installment settings', mount: { product: json(VASE) }, outcome: 'renders' },
  ],
  a11y: {},
};

export default fixtures;
