// The cart island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { alertShown, type IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: {},
  listAsJson: 'renders',
  hostile: [],
  a11y: {},
  // The cart could not be read.
  a11yStates: {
    failed: alertShown,
  },
};

export default fixtures;
