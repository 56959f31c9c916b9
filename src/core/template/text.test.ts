import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import { truncate } from './text.ts';

describe('truncate', () => {
  it.each([
    // shorter than or exactly the limit: unchanged
    ['hello world', 11, 'hello world'],
    ['hello world', 20, 'hello world'],
    ['', 5, ''],
    // the engine's own example: cut after the last space before the limit, keep the space
    ['foo bar baz', 5, 'foo ...'],
    // the limit falls just after a space, on a space, just before a space
    ['hello world', 6, 'hello ...'],
    ['hello world', 5, 'hello...'],
    ['hello world foo', 11, 'hello ...'],
    ['hello world foo', 12, 'hello world ...'],
    ['hello world', 4, 'hell...'],
    // the limit falls inside a later word: back to the space before it
    ['hello world', 8, 'hello ...'],
    ['hello world foo', 10, 'hello ...'],
    // one word longer than the limit: hard cut
    ['supercalifragilistic', 5, 'super...'],
    // runs of whitespace: only the last one before the limit is kept
    ['hello   world', 7, 'hello  ...'],
    // newline, tab, carriage return, vertical tab and form feed are breaks too
    ['hello\nworld again', 8, 'hello\n...'],
    ['hello\tworld', 8, 'hello\t...'],
    ['hello\rworld', 8, 'hello\r...'],
    ['a\u000bbcdef', 4, 'a\u000b...'],
    ['a\fbcdef', 4, 'a\f...'],
    // a no-break space is not a break (as in the engine)
    ['hello\u00a0world', 8, 'hello\u00a0wo...'],
    // a leading space is a break like any other
    [' abcdef', 3, ' ...'],
  ])('%j at %i -> %j', (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it('cuts with a custom suffix as the engine does', () => {
    expect(truncate('foo bar baz', 5, '..')).toBe('foo ..');
  });

  it('defaults to 100 characters and "..."', () => {
    const words = 'word '.repeat(30).trim(); // 149 characters, spaces at every 5th
    const result = truncate(words);
    expect(result).toBe(`${'word '.repeat(20)}...`);
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('takes a custom suffix', () => {
    expect(truncate('hello world', 8, '…')).toBe('hello …');
    expect(truncate('hello world', 8, '')).toBe('hello ');
  });

  it.each([[null], [undefined]])('%s -> empty string', (text) => {
    expect(truncate(text, 5)).toBe('');
  });

  it.each([[-1], [0], [2.5], [Number.NaN]])('reports a bad length %s and keeps the text', (length) => {
    const collector = createErrorCollector();
    expect(truncate('hello world', length, '...', collector)).toBe('hello world');
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input']);
  });
});
