import { describe, expect, it } from 'vitest';
import {
  calendarFromJulianDay,
  epochMsFromJulianDay,
  JulianDayRangeError,
  julianDayFromCalendar,
  julianDayFromEpochMs,
} from './julian.ts';

describe('julianDayFromCalendar', () => {
  it.each([
    // Reference values from Meeus, Astronomical Algorithms, ch. 7
    [2000, 1, 1.5, 2451545.0],
    [1999, 1, 1, 2451179.5],
    [1987, 1, 27, 2446822.5],
    [1987, 6, 19.5, 2446966.0],
    [1988, 1, 27, 2447187.5],
    [1900, 1, 1, 2415020.5],
    [1600, 1, 1, 2305447.5],
    [1600, 12, 31, 2305812.5],
    [837, 4, 10.3, 2026871.8],
    [-123, 12, 31, 1676496.5],
    [-1000, 7, 12.5, 1356001.0],
    [-4712, 1, 1.5, 0],
    // The Gregorian reform: 4 October 1582 (Julian) is followed by 15 October 1582
    [1582, 10, 4, 2299159.5],
    [1582, 10, 15, 2299160.5],
    // Range ends: 4713 B.C. and 8652 A.D.
    [-4712, 1, 1, -0.5],
    [8652, 12, 31, 4881502.5],
  ])('%i-%i-%d -> %d', (year, month, day, expected) => {
    expect(julianDayFromCalendar(year, month, day)).toBeCloseTo(expected, 6);
  });

  it.each([
    [-4713, 12, 31],
    [8653, 1, 1],
    [-10000, 1, 1],
  ])('%i-%i-%i is out of range', (year, month, day) => {
    expect(() => julianDayFromCalendar(year, month, day)).toThrow(JulianDayRangeError);
  });

  it.each([
    [2000, 0, 1],
    [2000, 13, 1],
    [2000, 1, 0],
    [2000.5, 1, 1],
    [2000, 1, Number.NaN],
  ])('%d-%d-%d is not a date', (year, month, day) => {
    expect(() => julianDayFromCalendar(year, month, day)).toThrow(RangeError);
  });
});

describe('calendarFromJulianDay', () => {
  it.each([
    [2436116.31, { year: 1957, month: 10, day: 4.81 }],
    [1842713.0, { year: 333, month: 1, day: 27.5 }],
    [1507900.13, { year: -584, month: 5, day: 28.63 }],
    [2451544.5, { year: 2000, month: 1, day: 1 }],
    [2299159.5, { year: 1582, month: 10, day: 4 }],
    [2299160.5, { year: 1582, month: 10, day: 15 }],
    [-0.5, { year: -4712, month: 1, day: 1 }],
    [4881502.5, { year: 8652, month: 12, day: 31 }],
    [1721423.5, { year: 1, month: 1, day: 1 }],
  ])('%d -> %j', (julianDay, expected) => {
    const date = calendarFromJulianDay(julianDay);
    expect([date.year, date.month]).toEqual([expected.year, expected.month]);
    expect(date.day).toBeCloseTo(expected.day, 6);
  });

  it.each([[-0.51], [4881503.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('%d is out of range', (day) => {
    expect(() => calendarFromJulianDay(day)).toThrow(JulianDayRangeError);
  });

  it.each([
    [2000, 2, 29],
    [1900, 3, 1],
    [1, 1, 1],
    [-4712, 3, 1],
    [8652, 6, 30],
  ])('round-trips %i-%i-%i', (year, month, day) => {
    expect(calendarFromJulianDay(julianDayFromCalendar(year, month, day))).toEqual({ year, month, day });
  });
});

describe('epoch milliseconds', () => {
  it.each([
    [0, 2440587.5],
    [Date.UTC(2000, 0, 1, 12), 2451545],
    [Date.UTC(1970, 0, 2), 2440588.5],
  ])('%i ms -> day %d', (ms, julianDay) => {
    expect(julianDayFromEpochMs(ms)).toBe(julianDay);
    expect(epochMsFromJulianDay(julianDay)).toBe(ms);
  });

  it('throws outside the range', () => {
    expect(() => julianDayFromEpochMs(-8.64e15)).toThrow(JulianDayRangeError);
    expect(() => epochMsFromJulianDay(5e6)).toThrow(JulianDayRangeError);
    expect(() => julianDayFromEpochMs(Number.NaN)).toThrow(JulianDayRangeError);
  });
});
