import { describe, expect, it } from 'vitest';
import {
  formatVisitorRecord,
  nextVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  randomVisitorId,
} from './visitor-record.ts';

describe('parseVisitorRecord (SPEC 5: an id followed by four positive integers)', () => {
  it('reads the five pipe-separated parts', () => {
    expect(parseVisitorRecord('abc123|1000|2000|3000|4')).toEqual({
      id: 'abc123',
      firstVisit: 1000,
      previousVisit: 2000,
      currentVisit: 3000,
      visitCount: 4,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['four parts', 'abc|1|2|3'],
    ['six parts', 'abc|1|2|3|4|5'],
    ['zero count', 'abc|1|2|3|0'],
    ['zero time', 'abc|0|2|3|4'],
    ['negative', 'abc|-1|2|3|4'],
    ['decimal', 'abc|1.5|2|3|4'],
    ['letters in a number', 'abc|1|2x|3|4'],
    ['leading zero', 'abc|01|2|3|4'],
    ['no id', '|1|2|3|4'],
    ['id with a space', 'a b|1|2|3|4'],
    ['too large to be exact', 'abc|1|2|3|99999999999999999999'],
  ])('discards %s', (_label, raw) => {
    expect(parseVisitorRecord(raw)).toBeUndefined();
  });

  it('formats back to the same text', () => {
    const raw = 'abc123|1000|2000|3000|4';
    const parsed = parseVisitorRecord(raw);
    expect(parsed && formatVisitorRecord(parsed)).toBe(raw);
  });
});

describe('parseVisitTime (SPEC 5: a positive integer)', () => {
  it('reads a timestamp', () => expect(parseVisitTime('1700000000000')).toBe(1_700_000_000_000));
  it.each([undefined, '', '0', '-5', '12a', '1.5', ' 12'])('discards %j', (raw) => {
    expect(parseVisitTime(raw)).toBeUndefined();
  });
});

describe('nextVisitorRecord (SPEC 4: visit cookie)', () => {
  const newId = () => 'fresh';
  const stored = { id: 'old', firstVisit: 100, previousVisit: 200, currentVisit: 300, visitCount: 3 };

  it('creates a record with count 1 when there is none', () => {
    expect(nextVisitorRecord(undefined, undefined, 5000, newId)).toEqual({
      record: { id: 'fresh', firstVisit: 5000, previousVisit: 5000, currentVisit: 5000, visitCount: 1 },
      newVisit: true,
    });
  });

  it('counts a new visit when the record exists but the visit time does not', () => {
    expect(nextVisitorRecord(stored, undefined, 5000, newId)).toEqual({
      record: { id: 'old', firstVisit: 100, previousVisit: 300, currentVisit: 5000, visitCount: 4 },
      newVisit: true,
    });
  });

  it('keeps the record unchanged within the same visit', () => {
    expect(nextVisitorRecord(stored, 4000, 5000, newId)).toEqual({ record: stored, newVisit: false });
  });
});

describe('randomVisitorId', () => {
  it('gives ids that pass validation and differ', () => {
    const a = randomVisitorId();
    const b = randomVisitorId();
    expect(a).not.toBe(b);
    expect(parseVisitorRecord(`${a}|1|1|1|1`)?.id).toBe(a);
  });
});
