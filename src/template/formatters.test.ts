import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import { applyFormatter, isKnownFormatter } from './formatters.ts';

const NOW = Date.UTC(2024, 5, 15, 12);

describe('applyFormatter', () => {
  it.each<[string, unknown, string[], string]>([
    ['date', Date.UTC(2024, 6, 4, 16, 30), ['%B', '%e,', '%Y'], 'July  4, 2024'],
    ['date', 'not a number', ['%Y'], ''],
    ['timesince', NOW - 2 * 3600_000, [], 'about 2 hours ago'],
    ['timesince', 'x', [], 'Invalid date'],
    ['comment-count', { publicCommentCount: 1 }, [], '1 Comment'],
    ['comment-count', 4, [], '4 Comments'],
    ['comment-count', null, [], 'No Comments'],
    ['truncate', 'hello world', ['8'], 'hello ...'],
    ['truncate', 'hello world', ['8', '…'], 'hello …'],
    ['truncate', 'foo bar baz', ['5', '..'], 'foo ..'],
    ['color-weight', '#fff', [], 'light'],
    ['color-weight', '#ffff', [], ''],
    [
      'google-calendar-url',
      { title: 'Party', startDate: 0, endDate: 3600_000 },
      [],
      'https://www.google.com/calendar/event?action=TEMPLATE&text=Party&dates=19700101T000000Z/19700101T010000Z',
    ],
    ['width', '1600x900', [], '1600'],
    ['height', '1600x900', [], '900'],
    ['squarespaceThumbnailForWidth', null, ['600'], '750w'],
    [
      'image-srcset',
      { assetUrl: 'https://i.example/a.jpg', systemDataVariants: '100w' },
      [],
      'https://i.example/a.jpg?format=100w 100w,https://i.example/a.jpg?format=original 300w',
    ],
    [
      'activate-twitter-links',
      'hi @ann <b>',
      [],
      'hi <a href="https://twitter.com/ann" target="_blank" rel="noopener noreferrer">@ann</a> &lt;b&gt;',
    ],
  ])('%s(%j, %j) -> %j', (name, value, args, expected) => {
    const collector = createErrorCollector();
    expect(applyFormatter(name, value, collector, args, { now: NOW, timeZone: 'America/New_York' })).toBe(
      expected,
    );
  });

  it('formats dates in the site time zone given in the context', () => {
    const collector = createErrorCollector();
    expect(applyFormatter('date', 0, collector, ['%F', '%H:%M'], { timeZone: 'Asia/Tokyo' })).toBe(
      '1970-01-01 09:00',
    );
    expect(applyFormatter('date', 0, collector, ['%F', '%H:%M'])).toBe('1969-12-31 19:00');
  });

  it("reports that 'units-metric?' is not yet implemented", () => {
    const collector = createErrorCollector();
    expect(applyFormatter('units-metric?', 5, collector)).toBe('');
    expect(collector.errors()).toEqual([
      { kind: 'not-implemented', message: 'formatter "units-metric?" is not yet implemented' },
    ]);
  });

  it('reports an unknown formatter', () => {
    const collector = createErrorCollector();
    expect(applyFormatter('shout', 'hi', collector)).toBe('');
    expect(collector.errors()).toEqual([{ kind: 'unknown-formatter', message: 'unknown formatter "shout"' }]);
  });

  it('reports bad input from the helpers it calls', () => {
    const collector = createErrorCollector();
    expect(applyFormatter('width', 'huge', collector)).toBe('');
    applyFormatter('color-weight', 'blue', collector);
    expect(collector.errors().map((e) => e.kind)).toEqual(['invalid-source', 'bad-input']);
  });

  it('turns a failing helper into a report instead of an exception', () => {
    const collector = createErrorCollector();
    const event = { title: 'x', startDate: 0, location: { addressLine1: 42 } };
    expect(() => applyFormatter('google-calendar-url', event, collector)).not.toThrow();
    expect(collector.errors().map((e) => e.kind)).toEqual(['function-error']);
  });

  it.each([
    ['date', true],
    ['units-metric?', true],
    ['nope', false],
  ])('isKnownFormatter(%s) -> %s', (name, expected) => {
    expect(isKnownFormatter(name)).toBe(expected);
  });
});
