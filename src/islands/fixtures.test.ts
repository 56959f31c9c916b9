// Every island of the manifest has its fixtures file and every fixtures file its island, so the
// lists the hostile-input and XSS tests derive from the manifest cannot go stale.
import { describe, expect, it } from 'vitest';
import { fixtureFolders, fixturesOf, islandNames } from './fixtures.test-helper.ts';

describe('island fixtures', () => {
  it.each(islandNames())('%s has a fixtures file with a healthy mount point', (name) => {
    expect(fixturesOf(name).healthy).toBeTypeOf('object');
  });

  it('has no fixtures file for an island the manifest lacks', () => {
    expect(fixtureFolders().sort()).toEqual(islandNames().sort());
  });
});
