import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import { truncate } from './text.ts';

describe('truncate', () => {
  it.each([
    // shorter than or exactly the limit: unchanged
    ['hello world', 11, 'hello world'],
    ['hello world', 20, 'hello world'],
    ['', 5, ''],
    // the limit falls on the space: keep the whole first word
    ['hello world foo', 11, 'hello world...'],
    ['hello world', 5, 'hello...'],
    // the limit falls inside a word: back to the previous space
    ['hello world', 8, 'hello...'],
    ['hello world', 6, 'hello...'],
    ['hello world foo', 12, 'hello world...'],
    ['hello world foo', 10, 'hello...'],
    // one word longer than the limit: hard cut
    ['supercalifragilistic', 5, 'super...'],
    ['hello world', 4, 'hell...'],
    // several spaces, tabs and newlines count as boundaries; trailing whitespace is dropped
    ['hello   world', 7, 'hello...'],
    ['hello\nworld again', 8, 'hello...'],
    ['hello\tworld', 6, 'hello...'],
    // a leading space does not leave an empty head
    [' abcdef', 3, ' ab...'],
    ['hello world', 0, '...'],
  ])('%j at %i -> %j', (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it('defaults to 100 characters and "..."', () => {
    const words = 'word '.repeat(30).trim(); // 149 characters, spaces at every 5th
    const result = truncate(words);
    expect(result).toBe(`${'word '.repeat(20).trim()}...`);
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('takes a custom suffix', () => {
    expect(truncate('hello world', 8, '…')).toBe('hello…');
    expect(truncate('hello world', 8, '')).toBe('hello');
  });

  it.each([[null], [undefined]])('%s -> empty string', (text) => {
    expect(truncate(text, 5)).toBe('');
  });

  it.each([[-1], [2.5], [Number.NaN]])('reports a bad length %s and keeps the text', (length) => {
    const collector = createErrorCollector();
    expect(truncate('hello world', length, '...', collector)).toBe('hello world');
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input']);
  });
});
