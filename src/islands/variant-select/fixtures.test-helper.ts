// The variant-select island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { HUGE, type IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { attributes: { display: 'radio' } },
  listAsJson: 'renders',
  hostile: [
    { name: 'an unknown display', mount: { attributes: { display: 'carousel' } }, outcome: 'declines' },
    { name: 'a huge display', mount: { attributes: { display: HUGE } }, outcome: 'declines' },
  ],
};

export default fixtures;
