import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CENSUS_COOKIES, VISITOR_RECORD_LIFETIME_MS, VISITOR_SESSION_LIFETIME_MS } from './constants.ts';
import { censusCookieAttributes, clearCensusCookies, recordVisit } from './visitor-cookies.ts';

const T0 = Date.UTC(2025, 0, 1, 12);
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  for (const name of CENSUS_COOKIES) Cookies.remove(name, { path: '/' });
});

let ids = 0;
const newId = () => `visitor${++ids}`;

describe('recordVisit', () => {
  it('first visit: creates ss_cvr with count 1 and ss_cvt with the time', () => {
    const visit = recordVisit({ doNotStore: false, newId });
    expect(visit.record.visitCount).toBe(1);
    expect(visit.newVisit).toBe(true);
    expect(Cookies.get('ss_cvr')).toBe(`${visit.record.id}|${T0}|${T0}|${T0}|1`);
    expect(Cookies.get('ss_cvt')).toBe(String(T0));
    expect(visit.cookieValue).toBe(Cookies.get('ss_cvr'));
  });

  it('same session: the record stays as it is and the session slides', () => {
    const first = recordVisit({ doNotStore: false, newId });
    vi.setSystemTime(T0 + 10 * MINUTE);
    const second = recordVisit({ doNotStore: false, newId });
    expect(second.newVisit).toBe(false);
    expect(second.record).toEqual(first.record);
    expect(Cookies.get('ss_cvt')).toBe(String(T0 + 10 * MINUTE));
  });

  it('new session (ss_cvt gone): count + 1, previous = last current, current = now', () => {
    const first = recordVisit({ doNotStore: false, newId });
    Cookies.remove('ss_cvt', { path: '/' });
    const later = T0 + 45 * MINUTE;
    vi.setSystemTime(later);
    const second = recordVisit({ doNotStore: false, newId });
    expect(second.newVisit).toBe(true);
    expect(Cookies.get('ss_cvr')).toBe(`${first.record.id}|${T0}|${T0}|${later}|2`);
  });

  it('sets ss_cvr for 2 years and ss_cvt for 30 minutes', () => {
    const set = vi.spyOn(Cookies, 'set');
    recordVisit({ doNotStore: false, newId });
    const byName = new Map(set.mock.calls.map(([name, , attributes]) => [name, attributes?.expires]));
    expect(byName.get('ss_cvr')).toEqual(new Date(T0 + VISITOR_RECORD_LIFETIME_MS));
    expect(byName.get('ss_cvt')).toEqual(new Date(T0 + VISITOR_SESSION_LIFETIME_MS));
    expect(VISITOR_RECORD_LIFETIME_MS).toBe(2 * 365 * 24 * 60 * MINUTE);
    expect(VISITOR_SESSION_LIFETIME_MS).toBe(30 * MINUTE);
  });

  it('discards a malformed ss_cvr and starts over with count 1', () => {
    Cookies.set('ss_cvr', 'garbage|1|2', { path: '/' });
    Cookies.set('ss_cvt', String(T0 - MINUTE), { path: '/' });
    const visit = recordVisit({ doNotStore: false, newId });
    expect(visit.record.visitCount).toBe(1);
    expect(visit.record.id).not.toBe('garbage');
  });

  it('a malformed ss_cvt counts as no session: a new visit', () => {
    Cookies.set('ss_cvr', `keep|${T0 - 1000}|${T0 - 1000}|${T0 - 1000}|5`, { path: '/' });
    Cookies.set('ss_cvt', 'not-a-time', { path: '/' });
    const visit = recordVisit({ doNotStore: false, newId });
    expect(visit.record).toMatchObject({ id: 'keep', visitCount: 6, currentVisit: T0 });
  });

  it('do-not-store (restrictive policy / cloneable site): fresh record each time, nothing stored, census cookies cleared', () => {
    for (const name of CENSUS_COOKIES)
      Cookies.set(name, name === 'ss_cvr' ? `old|1|1|1|9` : '1', { path: '/' });
    const first = recordVisit({ doNotStore: true, newId });
    const second = recordVisit({ doNotStore: true, newId });
    expect(first.record.visitCount).toBe(1);
    expect(second.record.visitCount).toBe(1);
    expect(second.record.id).not.toBe(first.record.id);
    expect(first.stored).toBe(false);
    for (const name of CENSUS_COOKIES) expect(Cookies.get(name)).toBeUndefined();
  });

  it('clearCensusCookies removes exactly the five census cookies', () => {
    for (const name of CENSUS_COOKIES) Cookies.set(name, '1', { path: '/' });
    Cookies.set('crumb', 'keep', { path: '/' });
    clearCensusCookies();
    expect(CENSUS_COOKIES).toEqual(['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cpvisit', 'ss_cvisit']);
    expect(Object.keys(Cookies.get())).toEqual(['crumb']);
  });
});

describe('census cookie attributes (issue 33)', () => {
  it('are Secure on an https page, and not on http (where a Secure cookie would not be kept)', () => {
    expect(censusCookieAttributes('https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    expect(censusCookieAttributes('http:')).toEqual({ path: '/', sameSite: 'Lax', secure: false });
  });

  it('are what recordVisit writes both cookies with', () => {
    const set = vi.spyOn(Cookies, 'set');
    recordVisit({ now: 1_000, newId: () => 'visitor-1', doNotStore: false });
    expect(set).toHaveBeenCalledTimes(2);
    for (const call of set.mock.calls) expect(call[2]).toMatchObject(censusCookieAttributes());
    set.mockRestore();
  });
});
