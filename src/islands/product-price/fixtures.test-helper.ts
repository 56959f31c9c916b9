// The product-price island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import type { IslandFixtures } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = { healthy: {}, listAsJson: 'renders', hostile: [] };

export default fixtures;
