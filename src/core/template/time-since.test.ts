import { describe, expect, it } from 'vitest';
import { resolveCatalogue } from '../words/strings.ts';
import { templateStrings } from '../words/strings-template.ts';
import { relativeTime, timeSince } from './time-since.ts';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeSince', () => {
  it.each([
    [0, 'less than a minute ago'],
    [1 * S, 'less than a minute ago'],
    [59 * S, 'less than a minute ago'],
    [59 * S + 999, 'less than a minute ago'],
    [60 * S, 'about a minute ago'],
    [119 * S, 'about a minute ago'],
    [120 * S, 'about 2 minutes ago'],
    [3599 * S, 'about 59 minutes ago'],
    [3600 * S, 'about an hour ago'],
    [2 * HOUR - S, 'about an hour ago'],
    [2 * HOUR, 'about 2 hours ago'],
    [86399 * S, 'about 23 hours ago'],
    [86400 * S, 'about a day ago'],
    [2 * DAY, 'about 2 days ago'],
    [6 * DAY, 'about 6 days ago'],
    [7 * DAY - S, 'about 6 days ago'],
    [7 * DAY, 'about a week ago'],
    [14 * DAY, 'about 2 weeks ago'],
    [29 * DAY, 'about 4 weeks ago'],
    [30 * DAY, 'about a month ago'],
    [59 * DAY, 'about a month ago'],
    [60 * DAY, 'about 2 months ago'],
    [364 * DAY, 'about 12 months ago'],
    [365 * DAY, 'about a year ago'],
    [730 * DAY, 'about 2 years ago'],
    [3650 * DAY, 'about 10 years ago'],
  ])('%i ms ago -> %s', (ago, expected) => {
    expect(timeSince(NOW - ago, NOW)).toBe(expected);
  });

  it.each([[1], [MIN], [365 * DAY]])('%i ms in the future -> less than a minute ago', (ahead) => {
    expect(timeSince(NOW + ahead, NOW)).toBe('less than a minute ago');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined], [new Date('nope')]])(
    '%s -> Invalid date',
    (value) => {
      expect(timeSince(value, NOW)).toBe('Invalid date');
    },
  );

  it('accepts Dates', () => {
    expect(timeSince(new Date(NOW - 3 * HOUR), new Date(NOW))).toBe('about 3 hours ago');
  });

  it('uses the clock when no reference is given', () => {
    expect(timeSince(Date.now() - 5 * MIN)).toBe('about 5 minutes ago');
  });

  it('reads the catalogue, so translations apply', () => {
    const strings = resolveCatalogue(templateStrings, {
      timeSinceDays: 'il y a environ {n} jours',
      timeSinceHour: 'il y a environ une heure',
    });
    expect(timeSince(NOW - 3 * DAY, NOW, strings)).toBe('il y a environ 3 jours');
    expect(timeSince(NOW - HOUR, NOW, strings)).toBe('il y a environ une heure');
  });

  it('relativeTime is the same helper', () => {
    expect(relativeTime(NOW - 90 * MIN, NOW)).toBe('about an hour ago');
  });
});
