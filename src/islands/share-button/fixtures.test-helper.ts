// The share-button island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
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
};

export default fixtures;
