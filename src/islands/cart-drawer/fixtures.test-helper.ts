// The cart-drawer island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { HUGE, type IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { attributes: { openOnAdd: '' } },
  listAsJson: 'renders',
  hostile: [
    {
      name: 'an unknown open-on-add value',
      mount: { attributes: { openOnAdd: 'always' } },
      outcome: 'declines',
    },
    { name: 'a huge open-on-add value', mount: { attributes: { openOnAdd: HUGE } }, outcome: 'declines' },
  ],
  xss: [{}],
};

export default fixtures;
