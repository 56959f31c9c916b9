import { describe, expect, it } from 'vitest';
import { calendarUrl, locationText } from './calendar.ts';
import { createErrorCollector } from './errors.ts';

const start = Date.UTC(2024, 6, 4, 18, 30, 0);
const end = Date.UTC(2024, 6, 4, 21, 5, 9);
const BASE = 'https://www.google.com/calendar/event?action=TEMPLATE';

describe('locationText', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ addressLine1: '1 Main St' }, '1 Main St'],
    [
      { addressLine1: '1 Main St', addressLine2: 'New York, NY 10001', addressCountry: 'United States' },
      '1 Main St, New York, NY 10001, United States',
    ],
    [{ addressLine1: '  ', addressLine2: 'Springfield', addressCountry: '' }, 'Springfield'],
    [{ addressLine2: 'Line 2', addressCountry: 'France' }, 'Line 2, France'],
    [{ addressLine1: 'Line 1', addressCountry: 'France' }, 'Line 1, France'],
  ])('%j -> %j', (location, expected) => {
    expect(locationText(location)).toBe(expected);
  });
});

describe('calendarUrl', () => {
  it.each([
    [
      { title: 'Summer Party', startDate: start, endDate: end },
      `${BASE}&text=Summer%20Party&dates=20240704T183000Z/20240704T210509Z`,
    ],
    [
      {
        title: 'Tea & Talk',
        startDate: start,
        endDate: end,
        location: { addressLine1: '1 Main St', addressLine2: 'Springfield', addressCountry: 'US' },
      },
      `${BASE}&text=Tea%20%26%20Talk&dates=20240704T183000Z/20240704T210509Z&location=1%20Main%20St%2C%20Springfield%2C%20US`,
    ],
    [
      { title: 'No place', startDate: start, endDate: end, location: { addressLine1: ' ' } },
      `${BASE}&text=No%20place&dates=20240704T183000Z/20240704T210509Z`,
    ],
    [
      { title: 'Open end', startDate: start },
      `${BASE}&text=Open%20end&dates=20240704T183000Z/20240704T183000Z`,
    ],
    [{ startDate: 0, endDate: 1000 }, `${BASE}&text=&dates=19700101T000000Z/19700101T000001Z`],
  ])('%j -> %s', (event, expected) => {
    expect(calendarUrl(event)).toBe(expected);
  });

  it('writes the time in UTC whatever the local zone of the event (a DST date in New York)', () => {
    // 2024-03-10 03:00 EDT is 07:00 UTC.
    const url = calendarUrl({
      title: 'x',
      startDate: Date.UTC(2024, 2, 10, 7),
      endDate: Date.UTC(2024, 2, 10, 8),
    });
    expect(url).toContain('&dates=20240310T070000Z/20240310T080000Z');
  });

  it('gives no link for an event without a start date, and reports it', () => {
    const collector = createErrorCollector();
    expect(calendarUrl({ title: 'x' }, collector)).toBe('');
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input']);
  });
});
