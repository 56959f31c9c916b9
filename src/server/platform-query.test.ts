// What <squarespace:query> keeps of a collection's items (the tag itself: platform-tags.test.ts).
import { describe, expect, it } from 'vitest';
import { QUERY_MAX_LIMIT, QUERY_MAX_SKIP, queryItems } from './platform-query.ts';

const keep = (items: readonly unknown[], attributes: Record<string, string>) => {
  const problems: string[] = [];
  return { items: queryItems(items, attributes, (message) => problems.push(message)), problems };
};

describe('queryItems', () => {
  it('filters before it skips and limits, in the order given', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({ id, starred: index % 2 === 0 }));
    expect(keep(items, { featured: 'TRUE', skip: '1', limit: '1' }).items).toEqual([
      { id: 'c', starred: true },
    ]);
    expect(keep(items, { skip: '3' }).items.map((item) => (item as { id: string }).id)).toEqual(['d', 'e']);
  });

  it('never keeps an item that is not a record, or whose categories and tags are not lists of names, once filtered', () => {
    const items = [
      null,
      'x',
      { categories: 'Tea' },
      { tags: [1, 'new'] },
      { categories: ['Tea'], starred: 'yes' },
    ];
    expect(keep(items, {}).items).toEqual(items);
    expect(keep(items, { category: 'Tea' }).items).toEqual([{ categories: ['Tea'], starred: 'yes' }]);
    expect(keep(items, { tag: 'new' }).items).toEqual([{ tags: [1, 'new'] }]);
    expect(keep(items, { featured: 'true' }).items).toEqual([]);
  });

  it(`holds ${QUERY_MAX_LIMIT} items at most without a limit, and skips ${QUERY_MAX_SKIP} at most`, () => {
    const items = Array.from({ length: 150 }, (_, index) => index);
    expect(keep(items, {}).items).toHaveLength(QUERY_MAX_LIMIT);
    expect(keep(items, { skip: '11', limit: '1' })).toEqual({
      items: [QUERY_MAX_SKIP],
      problems: [`skip="11" is over ${QUERY_MAX_SKIP}, the platform's most; ${QUERY_MAX_SKIP} used`],
    });
    expect(keep(items, { limit: '0' }).items).toEqual([]);
    expect(keep(items, { limit: '-1' }).problems).toEqual(['limit="-1" is not a whole number; ignored']);
  });
});
