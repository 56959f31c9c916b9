// Julian-day conversions (astronomical): Julian calendar before 1582-10-15, Gregorian from then
// on, astronomical years (1 B.C. is 0). The spec's range is 4713 B.C. to 8652 A.D.; outside it
// these functions throw, as the platform's do.

import { DAY_MS } from '../base/time-units.ts';
import {
  JULIAN_DAY_GREGORIAN_START,
  JULIAN_DAY_UNIX_EPOCH,
  JULIAN_MAX_YEAR,
  JULIAN_MIN_YEAR,
} from '../domain/constants-template.ts';

export interface CalendarDate {
  /** Astronomical year: 0 is 1 B.C., -4712 is 4713 B.C. */
  readonly year: number;
  readonly month: number;
  /** Day of the month; the fraction is the time of day. */
  readonly day: number;
}

export class JulianDayRangeError extends RangeError {
  constructor(detail: string) {
    super(`Julian day out of range (4713 B.C. to 8652 A.D.): ${detail}`);
    this.name = 'JulianDayRangeError';
  }
}

// Day numbers of the first and of one past the last supported instant.
const MIN_JULIAN_DAY = rawJulianDay(JULIAN_MIN_YEAR, 1, 1);
const END_JULIAN_DAY = rawJulianDay(JULIAN_MAX_YEAR + 1, 1, 1);

function rawJulianDay(year: number, month: number, day: number): number {
  // Meeus, Astronomical Algorithms, ch. 7: January and February count as months 13 and 14.
  const y = month <= 2 ? year - 1 : year;
  const m = month <= 2 ? month + 12 : month;
  const julian = Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day - 1524.5;
  if (julian < JULIAN_DAY_GREGORIAN_START) return julian;
  const century = Math.floor(y / 100);
  return julian + 2 - century + Math.floor(century / 4);
}

/** The Julian day (a real number, days since noon of 4713-01-01 B.C.) of a calendar date. */
export function julianDayFromCalendar(year: number, month: number, day: number): number {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !(day >= 1 && day < 32)
  ) {
    throw new RangeError(`Not a calendar date: ${year}-${month}-${day}`);
  }
  if (year < JULIAN_MIN_YEAR || year > JULIAN_MAX_YEAR) throw new JulianDayRangeError(`year ${year}`);
  return rawJulianDay(year, month, day);
}

/** The calendar date of a Julian day. */
export function calendarFromJulianDay(julianDay: number): CalendarDate {
  if (!(julianDay >= MIN_JULIAN_DAY && julianDay < END_JULIAN_DAY)) {
    throw new JulianDayRangeError(`day ${julianDay}`);
  }
  const shifted = julianDay + 0.5;
  const z = Math.floor(shifted);
  const fraction = shifted - z;
  let a = z;
  if (z >= JULIAN_DAY_GREGORIAN_START + 0.5) {
    const alpha = Math.floor((z - 1867216.25) / 36524.25);
    a = z + 1 + alpha - Math.floor(alpha / 4);
  }
  const b = a + 1524;
  const c = Math.floor((b - 122.1) / 365.25);
  const d = Math.floor(365.25 * c);
  const e = Math.floor((b - d) / 30.6001);
  const month = e < 14 ? e - 1 : e - 13;
  return { year: month > 2 ? c - 4716 : c - 4715, month, day: b - d - Math.floor(30.6001 * e) + fraction };
}

/** The Julian day of an instant given in epoch milliseconds. */
export function julianDayFromEpochMs(epochMs: number): number {
  const julianDay = epochMs / DAY_MS + JULIAN_DAY_UNIX_EPOCH;
  if (!(julianDay >= MIN_JULIAN_DAY && julianDay < END_JULIAN_DAY))
    throw new JulianDayRangeError(`${epochMs} ms`);
  return julianDay;
}

/** Epoch milliseconds of a Julian day. */
export function epochMsFromJulianDay(julianDay: number): number {
  if (!(julianDay >= MIN_JULIAN_DAY && julianDay < END_JULIAN_DAY))
    throw new JulianDayRangeError(`day ${julianDay}`);
  return Math.round((julianDay - JULIAN_DAY_UNIX_EPOCH) * DAY_MS);
}
