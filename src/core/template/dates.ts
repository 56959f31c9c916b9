// Dates in the website's time zone, formatted with strftime-style patterns like the platform's
// template engine ('%B %e, %Y'). Offsets and zone abbreviations come from the tz database in
// @phensley/timezone (the data the engine itself uses), so '%Z' is 'JST' in Tokyo and 'CEST' in
// Paris in summer, exactly as the engine prints them. This module is for the server half: no
// browser entry imports it, so the zone data never reaches the shopper's bundle.
import { TZ, type ZoneInfo } from '@phensley/timezone';
import { DAY_MS, SECOND_MS } from '../base/time-units.ts';
import {
  DEFAULT_DATE_LOCALE,
  DEFAULT_TIME_ZONE,
  TIME_ZONE_CACHE_LIMIT,
} from '../domain/constants-template.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

/**
 * Pattern directives, as the platform's template engine prints them. Anything else after '%'
 * is printed as written ('%,' stays '%,', as the engine's PluginDateUtils does) and reported to
 * the collector.
 *
 * | Directive | Meaning | Example (Sun 12 May 2013 21:00:00.123 EDT) |
 * |---|---|---|
 * | %Y %y %C | year, two-digit year, century | 2013, 13, 20 |
 * | %G %g | year of the ISO week (4 digits), its last two digits | 2013, 13 |
 * | %m %B %b %h | month 01-12, full name, short name, short name | 05, May, May, May |
 * | %q | quarter of the year, 1-4 | 2 |
 * | %d %e %j | day 01-31, day space-padded, day of year 001-366 | 12, 12, 132 |
 * | %A %a %u %w | weekday name, short name, 1-7 (Mon=1), 0-6 (Sun=0) | Sunday, Sun, 7, 0 |
 * | %U %W | week of the year 01-53, weeks starting on Sunday, week 1 the one holding 1 January (both, as in the engine; see below) | 20, 20 |
 * | %V | ISO 8601 week 01-53 (Monday first, week 1 holds the first Thursday) | 19 |
 * | %H %k | hour 00-23, space-padded 0-23 | 21, 21 |
 * | %I %l %i | hour 01-12, space-padded 1-12, unpadded 1-12 | 09, ' 9', 9 |
 * | %M %S %s | minute, second, seconds since the epoch | 00, 00, 1368406800 |
 * | %N | nanoseconds 000000000-999999999 (millisecond precision: the last six digits are 0) | 123000000 |
 * | %p %P | AM/PM, am/pm | PM, pm |
 * | %Z | the zone's abbreviation from the tz database ('-03' where the zone has none) | EDT |
 * | %z | offset from UTC with a colon | -04:00 |
 * | %c | '%a, %b {day}, %Y %i:%M:%S %p %Z' (day unpadded) | Sun, May 12, 2013 9:00:00 PM EDT |
 * | %x %X %r | %m/%d/%Y, %I:%M:%S %p, %i:%M:%S %p | 05/12/2013, 09:00:00 PM, 9:00:00 PM |
 * | %v | %e-%b-%Y | 12-May-2013 |
 * | %F %D %T %R | %Y-%m-%d, %m/%d/%y, %H:%M:%S, %H:%M | 2013-05-12 |
 * | %n %t %% | newline, tab, a percent sign | |
 *
 * %U and %W: the engine's source documents %W as Monday-based but computes both from the same
 * Sunday-first week (minimum one day in week 1), so the last days of December can be week 01
 * of the next year (Tuesday 31 December 2024 is 01). We print what the engine prints.
 * There are no padding flags ('%-d'): like the engine, '%-' is printed as written and the 'd'
 * after it is literal text ('%-d'); use %e, %i or %l for unpadded numbers. (The engine's
 * JavaScript port prints nothing for an unknown directive; the platform's own engine, which
 * renders the sites, prints it as written, and that is what shoppers see.)
 *
 * Names (months, weekdays, AM/PM) come from Intl for `options.locale`, English by default.
 */
export type DatePattern = string;

export interface FormatDateOptions {
  readonly locale?: string | undefined;
  readonly collector?: ErrorCollector | undefined;
}

interface WallTime {
  readonly epochMs: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekday: number;
  /** Days since the epoch of the local date (local midnight as if it were UTC). */
  readonly epochDay: number;
  readonly offsetMs: number;
  readonly abbreviation: string;
}

interface LocaleNames {
  readonly months: readonly string[];
  readonly monthsShort: readonly string[];
  readonly weekdays: readonly string[];
  readonly weekdaysShort: readonly string[];
  readonly am: string;
  readonly pm: string;
}

/** Zone ids the tz data knows, keyed by the id the site gave (at most TIME_ZONE_CACHE_LIMIT). */
const zones = createBoundedCache<string>(TIME_ZONE_CACHE_LIMIT);
const localeNames = createBoundedCache<LocaleNames>(TIME_ZONE_CACHE_LIMIT);

/** How many time zones are cached (at most TIME_ZONE_CACHE_LIMIT). */
export function timeZoneCacheSize(): number {
  return zones.size;
}

export function clearTimeZoneCache(): void {
  zones.clear();
}

function zoneInfo(timeZone: string, epochMs: number): ZoneInfo | undefined {
  return TZ.fromUTC(timeZone, epochMs);
}

/** The site's zone when the tz database knows it; America/New_York when missing or unknown. */
export function resolveTimeZone(timeZone: string | null | undefined, collector?: ErrorCollector): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  if (zones.has(timeZone)) return timeZone;
  if (zoneInfo(timeZone, 0) === undefined) {
    reportTo(collector, 'bad-input', `unknown time zone "${timeZone}", using ${DEFAULT_TIME_ZONE}`);
    return DEFAULT_TIME_ZONE;
  }
  return zones.get(timeZone, () => timeZone);
}

/** Milliseconds since the epoch of a UTC wall time; works for years 0-99 and before year 0. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function wallTime(epochMs: number, timeZone: string): WallTime {
  const zone = zoneInfo(timeZone, epochMs);
  const offsetMs = zone?.offset ?? 0;
  const local = new Date(epochMs + offsetMs);
  return {
    epochMs,
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
    weekday: local.getUTCDay(),
    epochDay: Math.floor((epochMs + offsetMs) / DAY_MS),
    offsetMs,
    abbreviation: zone?.abbr ?? 'UTC',
  };
}

function namesFor(locale: string): LocaleNames {
  return localeNames.get(locale, () => {
    const utc = { timeZone: 'UTC' } as const;
    const monthLong = new Intl.DateTimeFormat(locale, { ...utc, month: 'long' });
    const monthShort = new Intl.DateTimeFormat(locale, { ...utc, month: 'short' });
    const dayLong = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' });
    const dayShort = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'short' });
    const hour12 = new Intl.DateTimeFormat(locale, { ...utc, hour: 'numeric', hour12: true });
    const dayPeriod = (hour: number, fallback: string) =>
      hour12.formatToParts(utcMs(2000, 1, 1, hour)).find((p) => p.type === 'dayPeriod')?.value ?? fallback;
    const months = Array.from({ length: 12 }, (_, i) => utcMs(2000, i + 1, 1));
    // 2000-01-02 was a Sunday, so index 0 is Sunday as in %w.
    const weekdays = Array.from({ length: 7 }, (_, i) => utcMs(2000, 1, 2 + i));
    return {
      months: months.map((ms) => monthLong.format(ms)),
      monthsShort: months.map((ms) => monthShort.format(ms)),
      weekdays: weekdays.map((ms) => dayLong.format(ms)),
      weekdaysShort: weekdays.map((ms) => dayShort.format(ms)),
      am: dayPeriod(0, 'AM'),
      pm: dayPeriod(12, 'PM'),
    };
  });
}

function resolveNames(locale: string | undefined, collector: ErrorCollector | undefined): LocaleNames {
  if (!locale) return namesFor(DEFAULT_DATE_LOCALE);
  try {
    return namesFor(locale);
  } catch {
    reportTo(collector, 'bad-input', `unknown locale "${locale}", using ${DEFAULT_DATE_LOCALE}`);
    return namesFor(DEFAULT_DATE_LOCALE);
  }
}

const pad = (value: number, width = 2, fill = '0') => String(value).padStart(width, fill);

function dayOfYear(w: WallTime): number {
  return Math.round((utcMs(w.year, w.month, w.day) - utcMs(w.year, 1, 1)) / DAY_MS) + 1;
}

/**
 * Week rules: weeks start on `firstDay` (0 = Sunday) and week 1 is the first week with at least
 * `minDays` days of the year. Sunday/1 is the engine's %U and %W; Monday/4 is ISO 8601.
 */
interface WeekRule {
  readonly firstDay: number;
  readonly minDays: number;
}
const ENGINE_WEEK: WeekRule = { firstDay: 0, minDays: 1 };
const ISO_WEEK: WeekRule = { firstDay: 1, minDays: 4 };

/** Epoch day on which week 1 of `year` starts under `rule`. */
function firstWeekStart(year: number, rule: WeekRule): number {
  const jan1 = Math.floor(utcMs(year, 1, 1) / DAY_MS);
  const jan1Weekday = new Date(jan1 * DAY_MS).getUTCDay();
  const back = (jan1Weekday - rule.firstDay + 7) % 7;
  const start = jan1 - back;
  return 7 - back >= rule.minDays ? start : start + 7;
}

/** [year the week belongs to, week number 1-53] of a local date. */
function weekOfYear(w: WallTime, rule: WeekRule): readonly [number, number] {
  let year = w.year;
  if (w.epochDay >= firstWeekStart(year + 1, rule)) year += 1;
  else if (w.epochDay < firstWeekStart(year, rule)) year -= 1;
  return [year, Math.floor((w.epochDay - firstWeekStart(year, rule)) / 7) + 1];
}

/** '+hh:mm' / '-hh:mm', as the engine prints %z. */
function offset(w: WallTime): string {
  const minutes = Math.trunc(w.offsetMs / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const twoDigitYear = (year: number) => pad(((year % 100) + 100) % 100);
const hour12Of = (w: WallTime) => (w.hour % 12 === 0 ? 12 : w.hour % 12);
const amPm = (w: WallTime, names: LocaleNames) => (w.hour < 12 ? names.am : names.pm);
/** Minutes, seconds and AM/PM: the tail every 12-hour composite shares. */
const time12Tail = (w: WallTime, names: LocaleNames) => `${pad(w.minute)}:${pad(w.second)} ${amPm(w, names)}`;

/** Year, month and day of the month or year. */
function calendarDirective(ch: string, w: WallTime, names: LocaleNames): string | undefined {
  switch (ch) {
    case 'Y':
      return String(w.year);
    case 'y':
      return twoDigitYear(w.year);
    case 'C':
      return pad(Math.floor(w.year / 100));
    case 'm':
      return pad(w.month);
    case 'B':
      return names.months[w.month - 1];
    case 'b':
    case 'h':
      return names.monthsShort[w.month - 1];
    case 'q':
      return String(Math.floor((w.month - 1) / 3) + 1);
    case 'd':
      return pad(w.day);
    case 'e':
      return pad(w.day, 2, ' ');
    case 'j':
      return pad(dayOfYear(w), 3);
    default:
      return undefined;
  }
}

/** Weekday and week of the year (the engine's weeks and ISO 8601's). */
function weekDirective(ch: string, w: WallTime, names: LocaleNames): string | undefined {
  switch (ch) {
    case 'A':
      return names.weekdays[w.weekday];
    case 'a':
      return names.weekdaysShort[w.weekday];
    case 'u':
      return String(w.weekday === 0 ? 7 : w.weekday);
    case 'w':
      return String(w.weekday);
    case 'U':
    case 'W':
      return pad(weekOfYear(w, ENGINE_WEEK)[1]);
    case 'V':
      return pad(weekOfYear(w, ISO_WEEK)[1]);
    case 'G':
      return pad(weekOfYear(w, ISO_WEEK)[0], 4);
    case 'g':
      return twoDigitYear(weekOfYear(w, ISO_WEEK)[0]);
    default:
      return undefined;
  }
}

/** Time of day, the instant itself and the zone. */
function clockDirective(ch: string, w: WallTime, names: LocaleNames): string | undefined {
  switch (ch) {
    case 'H':
      return pad(w.hour);
    case 'k':
      return pad(w.hour, 2, ' ');
    case 'I':
      return pad(hour12Of(w));
    case 'l':
      return pad(hour12Of(w), 2, ' ');
    case 'i':
      return String(hour12Of(w));
    case 'M':
      return pad(w.minute);
    case 'S':
      return pad(w.second);
    case 'N':
      return pad(w.millisecond * 1_000_000, 9);
    case 's':
      return String(Math.trunc(w.epochMs / SECOND_MS));
    case 'p':
      return amPm(w, names);
    case 'P':
      return amPm(w, names).toLowerCase();
    case 'Z':
      return w.abbreviation;
    case 'z':
      return offset(w);
    default:
      return undefined;
  }
}

/** Shorthands for whole dates and times, and the literal characters. */
function compositeDirective(ch: string, w: WallTime, names: LocaleNames): string | undefined {
  switch (ch) {
    case 'c':
      return `${names.weekdaysShort[w.weekday]}, ${names.monthsShort[w.month - 1]} ${w.day}, ${w.year} ${hour12Of(w)}:${time12Tail(w, names)} ${w.abbreviation}`;
    case 'x':
      return `${pad(w.month)}/${pad(w.day)}/${w.year}`;
    case 'X':
      return `${pad(hour12Of(w))}:${time12Tail(w, names)}`;
    case 'r':
      return `${hour12Of(w)}:${time12Tail(w, names)}`;
    case 'v':
      return `${pad(w.day, 2, ' ')}-${names.monthsShort[w.month - 1]}-${w.year}`;
    case 'F':
      return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
    case 'D':
      return `${pad(w.month)}/${pad(w.day)}/${twoDigitYear(w.year)}`;
    case 'T':
      return `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
    case 'R':
      return `${pad(w.hour)}:${pad(w.minute)}`;
    case 'n':
      return '\n';
    case 't':
      return '\t';
    case '%':
      return '%';
    default:
      return undefined;
  }
}

/** What one directive prints; undefined for a directive the engine does not know. */
function directive(ch: string, w: WallTime, names: LocaleNames): string | undefined {
  return (
    calendarDirective(ch, w, names) ??
    weekDirective(ch, w, names) ??
    clockDirective(ch, w, names) ??
    compositeDirective(ch, w, names)
  );
}

/** Epoch milliseconds from a number or Date; undefined for anything that is not a real instant. */
export function toEpochMs(value: number | Date | null | undefined): number | undefined {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return undefined;
  return Number.isNaN(new Date(ms).getTime()) ? undefined : ms;
}

/**
 * Formats an instant with a strftime-style pattern (directives in `DatePattern`) in `timeZone`,
 * America/New_York when missing. Missing or invalid dates give ''.
 */
export function formatDate(
  epochMs: number | Date | null | undefined,
  pattern: DatePattern,
  timeZone?: string | null,
  options: FormatDateOptions = {},
): string {
  const { collector } = options;
  const ms = toEpochMs(epochMs);
  if (ms === undefined) {
    if (epochMs !== null && epochMs !== undefined)
      reportTo(collector, 'invalid-date', `invalid date ${String(epochMs)}`);
    return '';
  }
  const w = wallTime(ms, resolveTimeZone(timeZone, collector));
  const names = resolveNames(options.locale, collector);
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    const name = pattern[i + 1];
    if (ch !== '%' || name === undefined) {
      out += ch;
      continue;
    }
    i += 1;
    const value = directive(name, w, names);
    // Like the engine: an unknown directive is printed as written (reported so templates can be fixed).
    if (value === undefined) reportTo(collector, 'bad-input', `unsupported date directive %${name}`);
    out += value ?? `%${name}`;
  }
  return out;
}
