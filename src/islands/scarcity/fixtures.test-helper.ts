// The scarcity island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { expect } from 'vitest';
import { until } from '../../test/until.ts';
import { type IslandFixtures, MUG } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: {},
  listAsJson: 'renders',
  hostile: [],
  page: {
    // Malformed ICU in the merchant's texts: each broken message is left out, the good one shows.
    context: {
      merchandising: {
        [MUG.id]: {
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          scarcityTemplateViews: [
            { id: 'unclosed', text: '{qtyInStock, plural, one {Last one' },
            { id: 'unknown-argument', text: 'Only {count} left' },
            { id: 'good' },
          ],
        },
      },
    },
    async check(healthy) {
      // The stock arrives from the mock platform after hydration, however long a loaded machine takes.
      await until(() => /^Only \d+ left!$/.test(healthy.textContent ?? ''));
      expect(healthy.textContent).toMatch(/^Only \d+ left!$/);
    },
  },
  a11y: {},
};

export default fixtures;
