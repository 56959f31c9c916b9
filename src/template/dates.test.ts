import { beforeEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_CACHE_LIMIT } from '../domain/constants-template.ts';
import { clearTimeZoneCache, formatDate, resolveTimeZone, timeZoneCacheSize, toEpochMs } from './dates.ts';
import { createErrorCollector } from './errors.ts';

const at = (iso: string) => Date.parse(iso);
/** June 15 of an astronomical year at noon UTC (Date.UTC maps years 0-99 to 1900-1999). */
const utcYear = (year: number) => {
  const date = new Date(Date.UTC(2000, 5, 15, 12));
  date.setUTCFullYear(year);
  return date.getTime();
};

describe('formatDate', () => {
  it.each([
    // Default zone America/New_York (EST in winter, EDT in summer)
    [at('2024-01-15T15:04:05Z'), '%Y-%m-%d %H:%M:%S', undefined, '2024-01-15 10:04:05'],
    [at('2024-07-04T16:30:00Z'), '%B %e, %Y %l:%M %p', undefined, 'July  4, 2024 12:30 PM'],
    [at('2024-07-04T16:30:00Z'), '%A %a %b %h %d', undefined, 'Thursday Thu Jul Jul 04'],
    [0, '%F %T %Z %z', undefined, '1969-12-31 19:00:00 EST -0500'],
    [0, '%F', '', '1969-12-31'],
    [0, '%F', null, '1969-12-31'],
    // DST start in New York, 2024-03-10 02:00 local
    [at('2024-03-10T06:59:59Z'), '%T %Z %z', 'America/New_York', '01:59:59 EST -0500'],
    [at('2024-03-10T07:00:00Z'), '%T %Z %z', 'America/New_York', '03:00:00 EDT -0400'],
    // DST end in New York, 2024-11-03 02:00 local: the hour 01:xx happens twice
    [at('2024-11-03T05:30:00Z'), '%H:%M %Z', 'America/New_York', '01:30 EDT'],
    [at('2024-11-03T06:30:00Z'), '%H:%M %Z', 'America/New_York', '01:30 EST'],
    // Other zones, including a half-hour offset and a date line crossing
    [at('2024-07-04T16:30:00Z'), '%F %H:%M %z', 'Europe/London', '2024-07-04 17:30 +0100'],
    [at('2024-07-04T16:30:00Z'), '%F %H:%M %z', 'Asia/Tokyo', '2024-07-05 01:30 +0900'],
    [at('2024-07-04T16:30:00Z'), '%H:%M %z', 'Asia/Kolkata', '22:00 +0530'],
    [at('2024-07-04T16:30:00Z'), '%F %T', 'UTC', '2024-07-04 16:30:00'],
    // 12-hour clock edges
    [at('2024-01-01T05:00:00Z'), '%I %l %p %P %k', undefined, '12 12 AM am  0'],
    [at('2024-01-01T17:00:00Z'), '%I %l %p %P %H', undefined, '12 12 PM pm 12'],
    [at('2024-01-01T18:05:00Z'), '%I:%M %p', undefined, '01:05 PM'],
    // Calendar numbers
    [at('2024-12-31T12:00:00Z'), '%j %u %w %y %C', 'UTC', '366 2 2 24 20'],
    [at('2024-01-07T12:00:00Z'), '%j %u %w', 'UTC', '007 7 0'],
    [at('2024-03-05T12:00:00Z'), '%D', 'UTC', '03/05/24'],
    [at('2024-03-05T12:34:56.789Z'), '%s', 'UTC', '1709642096'],
    // The calendar link format, and literal text
    [at('2024-03-05T09:08:07Z'), '%Y%m%dT%H%M%SZ', 'UTC', '20240305T090807Z'],
    [at('2024-03-05T12:00:00Z'), '100%% on %R%n%t.', 'UTC', '100% on 12:00\n\t.'],
    [at('2024-03-05T12:00:00Z'), 'ends with %', 'UTC', 'ends with %'],
    // '-' drops the padding
    [at('2024-03-05T09:07:00Z'), '%B %-d, %Y %-I:%M %p', 'UTC', 'March 5, 2024 9:07 AM'],
    [at('2024-03-05T09:07:00Z'), '%-m/%-e %-H:%-M %-j', 'UTC', '3/5 9:7 65'],
    [at('2024-12-25T00:00:00Z'), '%-d %-H %-y', 'UTC', '25 0 24'],
    [at('2024-03-05T12:00:00Z'), 'dash at end %-', 'UTC', 'dash at end %-'],
    // Years outside 1000-9999
    [utcYear(0), '%Y-%m-%d', 'UTC', '0-06-15'],
    [utcYear(-44), '%Y', 'UTC', '-44'],
    [new Date('0099-06-15T12:00:00Z').getTime(), '%Y-%m-%d %y', 'UTC', '99-06-15 99'],
  ])('%s with %j in %s -> %j', (ms, pattern, zone, expected) => {
    expect(formatDate(ms, pattern, zone)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2024-03-05T12:00:00Z'), '%F', 'UTC')).toBe('2024-03-05');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [8.64e15 + 1], [new Date('not a date')]])(
    'invalid date %s -> empty string, reported',
    (value) => {
      const collector = createErrorCollector();
      expect(formatDate(value, '%F', 'UTC', { collector })).toBe('');
      expect(collector.errors().map((e) => e.kind)).toEqual(['invalid-date']);
    },
  );

  it.each([[null], [undefined]])('missing date %s -> empty string, not reported', (value) => {
    const collector = createErrorCollector();
    expect(formatDate(value, '%F', 'UTC', { collector })).toBe('');
    expect(collector.errors()).toEqual([]);
  });

  it('falls back to New York for an unknown zone and reports it', () => {
    const collector = createErrorCollector();
    expect(formatDate(0, '%F %H', 'Mars/Olympus_Mons', { collector })).toBe('1969-12-31 19');
    expect(collector.errors()).toEqual([
      { kind: 'bad-input', message: 'unknown time zone "Mars/Olympus_Mons", using America/New_York' },
    ]);
  });

  it('reports and keeps unsupported directives', () => {
    const collector = createErrorCollector();
    expect(formatDate(0, '%Q-%F %-Q', 'UTC', { collector })).toBe('%Q-1970-01-01 %-Q');
    expect(collector.errors()).toEqual([
      { kind: 'bad-input', message: 'unsupported date directive %Q' },
      { kind: 'bad-input', message: 'unsupported date directive %-Q' },
    ]);
  });

  it('uses locale names', () => {
    expect(formatDate(at('2024-03-05T12:00:00Z'), '%A %e %B', 'UTC', { locale: 'fr-FR' })).toBe(
      'mardi  5 mars',
    );
  });

  it('falls back to English for an unknown locale', () => {
    const collector = createErrorCollector();
    expect(formatDate(0, '%B', 'UTC', { locale: 'not a locale!', collector })).toBe('January');
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input']);
  });
});

describe('resolveTimeZone', () => {
  it.each([
    [undefined, 'America/New_York'],
    [null, 'America/New_York'],
    ['', 'America/New_York'],
    ['Europe/Paris', 'Europe/Paris'],
    ['Nowhere/Else', 'America/New_York'],
  ])('%j -> %s', (zone, expected) => {
    expect(resolveTimeZone(zone)).toBe(expected);
  });
});

describe('time-zone formatter cache', () => {
  beforeEach(() => clearTimeZoneCache());

  it(`keeps at most ${TIME_ZONE_CACHE_LIMIT} zones`, () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, TIME_ZONE_CACHE_LIMIT + 5);
    expect(zones).toHaveLength(105);
    for (const zone of zones) formatDate(0, '%H', zone);
    expect(timeZoneCacheSize()).toBe(100);
  });

  it('evicts the oldest zone first, and still formats it correctly afterwards', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, TIME_ZONE_CACHE_LIMIT + 1);
    for (const zone of zones) formatDate(0, '%H', zone);
    expect(timeZoneCacheSize()).toBe(100);
    expect(formatDate(0, '%F', 'Asia/Tokyo')).toBe('1970-01-01');
  });

  it('does not cache unknown zones', () => {
    resolveTimeZone('Nowhere/Else');
    expect(timeZoneCacheSize()).toBe(0);
  });
});

describe('toEpochMs', () => {
  it.each([
    [0, 0],
    [1.5, 1.5],
    [new Date(5), 5],
    [Number.NaN, undefined],
    [null, undefined],
    [undefined, undefined],
    [-8.64e15, -8.64e15],
    [-8.64e15 - 1, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(toEpochMs(input)).toBe(expected);
  });
});
