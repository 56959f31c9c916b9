// Dates in the website's time zone, formatted with strftime-style patterns like the platform's
// templates ('%B %e, %Y'). Intl does the time-zone work; formatters are cached per zone.
import {
  DEFAULT_DATE_LOCALE,
  DEFAULT_TIME_ZONE,
  MINUTE_SECONDS,
  SECOND_MS,
  TIME_ZONE_CACHE_LIMIT,
} from '../domain/constants-template.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

/**
 * Supported pattern directives (anything else after '%' is output as written and reported):
 *
 * | Directive | Meaning | Example |
 * |---|---|---|
 * | %Y %y %C | year, two-digit year, century | 2024, 24, 20 |
 * | %m %B %b %h | month 01-12, full name, short name, short name | 03, March, Mar, Mar |
 * | %d %e %j | day 01-31, day space-padded, day of year 001-366 | 05, ' 5', 065 |
 * | %A %a %u %w | weekday name, short name, 1-7 (Mon=1), 0-6 (Sun=0) | Tuesday, Tue, 2, 2 |
 * | %H %k %I %l | hour 00-23, space-padded 0-23, 01-12, space-padded 1-12 | 09, ' 9', 09, ' 9' |
 * | %M %S %s | minute, second, seconds since the epoch | 07, 30, 1709631000 |
 * | %p %P | AM/PM, am/pm | PM, pm |
 * | %Z %z | zone abbreviation, numeric offset | EST, -0500 |
 * | %F %D %T %R | %Y-%m-%d, %m/%d/%y, %H:%M:%S, %H:%M | 2024-03-05 |
 * | %n %t %% | newline, tab, a percent sign | |
 * | %-d %-m %-H %-I ... | any number without its padding | 5, 3, 9 |
 *
 * Names (months, weekdays, AM/PM) come from Intl for the locale, English by default.
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
  readonly zoneName: string;
}

interface LocaleNames {
  readonly months: readonly string[];
  readonly monthsShort: readonly string[];
  readonly weekdays: readonly string[];
  readonly weekdaysShort: readonly string[];
  readonly am: string;
  readonly pm: string;
}

const zoneFormatters = createBoundedCache<Intl.DateTimeFormat>(TIME_ZONE_CACHE_LIMIT);
const localeNames = createBoundedCache<LocaleNames>(TIME_ZONE_CACHE_LIMIT);

/** How many time-zone formatters are cached (at most TIME_ZONE_CACHE_LIMIT). */
export function timeZoneCacheSize(): number {
  return zoneFormatters.size;
}

export function clearTimeZoneCache(): void {
  zoneFormatters.clear();
}

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  // Numeric parts are always read in en-US so parsing does not depend on the display locale.
  return zoneFormatters.get(
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
  );
}

/** The site's zone when it is a zone Intl knows; America/New_York when missing or unknown. */
export function resolveTimeZone(timeZone: string | null | undefined, collector?: ErrorCollector): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    zoneFormatter(timeZone);
    return timeZone;
  } catch {
    reportTo(collector, 'bad-input', `unknown time zone "${timeZone}", using ${DEFAULT_TIME_ZONE}`);
    return DEFAULT_TIME_ZONE;
  }
}

/** Milliseconds since the epoch of a UTC wall time; works for years 0-99 and before year 0. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function wallTime(epochMs: number, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  return {
    epochMs,
    // Astronomical numbering: 1 B.C. is year 0.
    year: parts.era === 'BC' ? 1 - yearOfEra : yearOfEra,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    zoneName: parts.timeZoneName ?? timeZone,
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

function weekday(w: WallTime): number {
  return new Date(utcMs(w.year, w.month, w.day)).getUTCDay();
}

function dayOfYear(w: WallTime): number {
  return Math.round((utcMs(w.year, w.month, w.day) - utcMs(w.year, 1, 1)) / (86400 * SECOND_MS)) + 1;
}

function offset(w: WallTime): string {
  const wholeSecondsMs = Math.floor(w.epochMs / SECOND_MS) * SECOND_MS;
  const minutes = Math.round(
    (utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - wholeSecondsMs) /
      (MINUTE_SECONDS * SECOND_MS),
  );
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function directive(ch: string, w: WallTime, names: LocaleNames): string | undefined {
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  switch (ch) {
    case 'Y':
      return String(w.year);
    case 'y':
      return pad(((w.year % 100) + 100) % 100);
    case 'C':
      return pad(Math.floor(w.year / 100));
    case 'm':
      return pad(w.month);
    case 'B':
      return names.months[w.month - 1];
    case 'b':
    case 'h':
      return names.monthsShort[w.month - 1];
    case 'd':
      return pad(w.day);
    case 'e':
      return pad(w.day, 2, ' ');
    case 'j':
      return pad(dayOfYear(w), 3);
    case 'A':
      return names.weekdays[weekday(w)];
    case 'a':
      return names.weekdaysShort[weekday(w)];
    case 'u':
      return String(weekday(w) === 0 ? 7 : weekday(w));
    case 'w':
      return String(weekday(w));
    case 'H':
      return pad(w.hour);
    case 'k':
      return pad(w.hour, 2, ' ');
    case 'I':
      return pad(hour12);
    case 'l':
      return pad(hour12, 2, ' ');
    case 'M':
      return pad(w.minute);
    case 'S':
      return pad(w.second);
    case 's':
      return String(Math.floor(w.epochMs / SECOND_MS));
    case 'p':
      return w.hour < 12 ? names.am : names.pm;
    case 'P':
      return (w.hour < 12 ? names.am : names.pm).toLowerCase();
    case 'Z':
      return w.zoneName;
    case 'z':
      return offset(w);
    case 'F':
      return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
    case 'D':
      return `${pad(w.month)}/${pad(w.day)}/${pad(((w.year % 100) + 100) % 100)}`;
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
    const next = pattern[i + 1];
    if (ch !== '%' || next === undefined) {
      out += ch;
      continue;
    }
    // '%-d' (GNU flag): the same number without its padding.
    const unpadded = next === '-' && i + 2 < pattern.length;
    const name = unpadded ? (pattern[i + 2] ?? '') : next;
    i += unpadded ? 2 : 1;
    const value = directive(name, w, names);
    if (value === undefined) {
      reportTo(collector, 'bad-input', `unsupported date directive %${unpadded ? '-' : ''}${name}`);
      out += `%${unpadded ? '-' : ''}${name}`;
    } else {
      out += unpadded ? value.replace(/^[0 ]+(?=\d)/, '') : value;
    }
  }
  return out;
}
