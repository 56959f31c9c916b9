import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.ts';

describe('createBoundedCache', () => {
  it('creates a value once per key', () => {
    const cache = createBoundedCache<number>(3);
    let calls = 0;
    const make = () => ++calls;
    expect(cache.get('a', make)).toBe(1);
    expect(cache.get('a', make)).toBe(1);
    expect(calls).toBe(1);
  });

  it.each([
    [1, ['a', 'b'], ['b']],
    [2, ['a', 'b', 'c'], ['b', 'c']],
    [3, ['a', 'b', 'c'], ['a', 'b', 'c']],
    [3, ['a', 'b', 'c', 'd', 'e'], ['c', 'd', 'e']],
  ])('limit %i after %j keeps %j', (limit, inserted, kept) => {
    const cache = createBoundedCache<string>(limit);
    for (const key of inserted) cache.get(key, () => key);
    expect(cache.size).toBe(kept.length);
    for (const key of inserted) expect(cache.has(key)).toBe(kept.includes(key));
  });

  it('clear empties it', () => {
    const cache = createBoundedCache<string>(2);
    cache.get('a', () => 'a');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
