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
    [0, '%F %T %Z %z', undefined, '1969-12-31 19:00:00 EST -05:00'],
    [0, '%F', '', '1969-12-31'],
    [0, '%F', null, '1969-12-31'],
    // Other zones, including a half-hour offset and a date line crossing
    [at('2024-07-04T16:30:00Z'), '%F %H:%M %z %Z', 'Europe/London', '2024-07-04 17:30 +01:00 BST'],
    [at('2024-07-04T16:30:00Z'), '%F %H:%M %z %Z', 'Asia/Tokyo', '2024-07-05 01:30 +09:00 JST'],
    [at('2024-07-04T16:30:00Z'), '%H:%M %z %Z', 'Asia/Kolkata', '22:00 +05:30 IST'],
    [at('2024-07-04T16:30:00Z'), '%H:%M %z %Z', 'America/Sao_Paulo', '13:30 -03:00 -03'],
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
    // No padding flags, as in the engine: '%-' is printed as written and the letter after it is text
    [at('2024-03-05T09:07:00Z'), '%B %-d, %Y', 'UTC', 'March %-d, 2024'],
    [at('2024-03-05T12:00:00Z'), 'dash at end %-', 'UTC', 'dash at end %-'],
    // Unpadded numbers the engine has: %e (space-padded day), %i (hour 1-12)
    [at('2024-03-05T09:07:00Z'), '%B%e, %Y %i:%M %p', 'UTC', 'March 5, 2024 9:07 AM'],
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

  it('prints unsupported directives as written, like the engine (PluginDateUtilsTest: "%," is "%,"), and reports them', () => {
    const collector = createErrorCollector();
    expect(formatDate(Date.UTC(2013, 4, 13, 1), '%,', 'America/New_York')).toBe('%,');
    expect(formatDate(0, '%Q-%F %-d %E', 'UTC', { collector })).toBe('%Q-1970-01-01 %-d %E');
    expect(collector.errors()).toEqual([
      { kind: 'bad-input', message: 'unsupported date directive %Q' },
      { kind: 'bad-input', message: 'unsupported date directive %-' },
      { kind: 'bad-input', message: 'unsupported date directive %E' },
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

describe('formatDate: every directive, as the engine prints it', () => {
  // The engine's own reference instants (its formatters.date tests): 2019-11-08 14:28:40.123 EST
  // and 2013-05-12 21:00:00 EDT, both in the default zone.
  const nov2019 = 1573241320123;
  const may2013 = 1368406800000;
  it.each([
    ['%a', 'Fri'],
    ['%A', 'Friday'],
    ['%b', 'Nov'],
    ['%B', 'November'],
    ['%c', 'Fri, Nov 8, 2019 2:28:40 PM EST'],
    ['%C', '20'],
    ['%d', '08'],
    ['%D', '11/08/19'],
    ['%e', ' 8'],
    ['%F', '2019-11-08'],
    ['%g', '19'],
    ['%G', '2019'],
    ['%h', 'Nov'],
    ['%H', '14'],
    ['%i', '2'],
    ['%I', '02'],
    ['%j', '312'],
    ['%k', '14'],
    ['%l', ' 2'],
    ['%m', '11'],
    ['%M', '28'],
    ['%n', '\n'],
    ['%N', '123000000'],
    ['%p', 'PM'],
    ['%P', 'pm'],
    ['%q', '4'],
    ['%r', '2:28:40 PM'],
    ['%R', '14:28'],
    ['%s', '1573241320'],
    ['%S', '40'],
    ['%t', '\t'],
    ['%T', '14:28:40'],
    ['%u', '5'],
    ['%U', '45'],
    ['%v', ' 8-Nov-2019'],
    ['%V', '45'],
    ['%w', '5'],
    ['%W', '45'],
    ['%x', '11/08/2019'],
    ['%X', '02:28:40 PM'],
    ['%y', '19'],
    ['%Y', '2019'],
    ['%z', '-05:00'],
    ['%Z', 'EST'],
    ['%%', '%'],
  ])('%s -> %j', (pattern, expected) => {
    expect(formatDate(nov2019, pattern)).toBe(expected);
  });

  it.each([
    [undefined, '%c', 'Sun, May 12, 2013 9:00:00 PM EDT'],
    ['America/Los_Angeles', '%c', 'Sun, May 12, 2013 6:00:00 PM PDT'],
    ['Europe/Paris', '%c', 'Mon, May 13, 2013 3:00:00 AM CEST'],
    ['Asia/Tokyo', '%c', 'Mon, May 13, 2013 10:00:00 AM JST'],
    [undefined, '%v', '12-May-2013'],
    [undefined, '%x %X', '05/12/2013 09:00:00 PM'],
    [undefined, '%Y %q %', '2013 2 %'],
    [undefined, '%N', '000000000'],
  ])('may 2013 in %s: %s -> %j', (zone, pattern, expected) => {
    expect(formatDate(may2013, pattern, zone)).toBe(expected);
  });

  it.each([
    // %U/%W: Sunday-first weeks, week 1 holds 1 January (so late December can be week 01);
    // %V/%G/%g: ISO 8601 (Monday first, week 1 holds the first Thursday)
    ['2020-12-31', 'Thu 01 01 53 2020 20'],
    ['2021-01-01', 'Fri 01 01 53 2020 20'],
    ['2021-01-02', 'Sat 01 01 53 2020 20'],
    ['2021-01-03', 'Sun 02 02 53 2020 20'],
    ['2021-01-04', 'Mon 02 02 01 2021 21'],
    ['2024-12-28', 'Sat 52 52 52 2024 24'],
    ['2024-12-29', 'Sun 01 01 52 2024 24'],
    ['2024-12-30', 'Mon 01 01 01 2025 25'],
    ['2024-12-31', 'Tue 01 01 01 2025 25'],
    ['2026-12-26', 'Sat 52 52 52 2026 26'],
    ['2026-12-31', 'Thu 01 01 53 2026 26'],
    ['2027-01-01', 'Fri 01 01 53 2026 26'],
    ['2027-01-03', 'Sun 02 02 53 2026 26'],
    ['2027-01-04', 'Mon 02 02 01 2027 27'],
  ])('weeks around the new year: %s -> %s', (day, expected) => {
    expect(formatDate(Date.parse(`${day}T12:00:00Z`), '%a %U %W %V %G %g', 'UTC')).toBe(expected);
  });

  it.each([
    ['2024-01-15', '1'],
    ['2024-03-31', '1'],
    ['2024-04-01', '2'],
    ['2024-07-01', '3'],
    ['2024-09-30', '3'],
    ['2024-10-01', '4'],
    ['2024-12-31', '4'],
  ])('quarter of %s -> %s', (day, expected) => {
    expect(formatDate(Date.parse(`${day}T12:00:00Z`), '%q', 'UTC')).toBe(expected);
  });

  it.each([
    [0, '%i %I %l %r %X', '12 12 12 12:00:00 AM 12:00:00 AM'],
    [12, '%i %I %l %r %X', '12 12 12 12:00:00 PM 12:00:00 PM'],
    [9, '%i %I %l %r %X', '9 09  9 9:00:00 AM 09:00:00 AM'],
    [23, '%i %I %l %r %X', '11 11 11 11:00:00 PM 11:00:00 PM'],
  ])('12-hour forms at %i:00', (hour, pattern, expected) => {
    expect(formatDate(Date.UTC(2024, 0, 5, hour), pattern, 'UTC')).toBe(expected);
  });
});

describe('formatDate: both sides of a daylight-saving change', () => {
  const pattern = '%F %T %Z %z';
  it.each([
    // New York: spring forward 2024-03-10 02:00 EST, fall back 2024-11-03 02:00 EDT (01:xx twice)
    ['America/New_York', '2024-03-10T06:59:59Z', '2024-03-10 01:59:59 EST -05:00'],
    ['America/New_York', '2024-03-10T07:00:00Z', '2024-03-10 03:00:00 EDT -04:00'],
    ['America/New_York', '2024-11-03T05:59:59Z', '2024-11-03 01:59:59 EDT -04:00'],
    ['America/New_York', '2024-11-03T06:00:00Z', '2024-11-03 01:00:00 EST -05:00'],
    // Paris: 2024-03-31 02:00 CET -> 03:00 CEST, 2024-10-27 03:00 CEST -> 02:00 CET
    ['Europe/Paris', '2024-03-31T00:59:59Z', '2024-03-31 01:59:59 CET +01:00'],
    ['Europe/Paris', '2024-03-31T01:00:00Z', '2024-03-31 03:00:00 CEST +02:00'],
    ['Europe/Paris', '2024-10-27T00:59:59Z', '2024-10-27 02:59:59 CEST +02:00'],
    ['Europe/Paris', '2024-10-27T01:00:00Z', '2024-10-27 02:00:00 CET +01:00'],
    // Tokyo keeps JST on both sides of New York's and Paris's changes
    ['Asia/Tokyo', '2024-03-10T06:59:59Z', '2024-03-10 15:59:59 JST +09:00'],
    ['Asia/Tokyo', '2024-03-10T07:00:00Z', '2024-03-10 16:00:00 JST +09:00'],
    ['Asia/Tokyo', '2024-10-27T01:00:00Z', '2024-10-27 10:00:00 JST +09:00'],
    // Sydney (southern hemisphere): summer time ends 2024-04-07 03:00 AEDT -> 02:00 AEST and
    // starts 2024-10-06 02:00 AEST -> 03:00 AEDT
    ['Australia/Sydney', '2024-04-06T15:59:59Z', '2024-04-07 02:59:59 AEDT +11:00'],
    ['Australia/Sydney', '2024-04-06T16:00:00Z', '2024-04-07 02:00:00 AEST +10:00'],
    ['Australia/Sydney', '2024-10-05T15:59:59Z', '2024-10-06 01:59:59 AEST +10:00'],
    ['Australia/Sydney', '2024-10-05T16:00:00Z', '2024-10-06 03:00:00 AEDT +11:00'],
  ])('%s at %s -> %s', (zone, iso, expected) => {
    expect(formatDate(Date.parse(iso), pattern, zone)).toBe(expected);
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
