import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_MS,
  FIRST_SESSION_KEY,
  HAS_LANDED_KEY,
  SESSION_ID_KEY,
} from './constants.ts';
import { loadIdentity } from './identity.ts';

const T0 = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const newId = () => `id${++n}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('loadIdentity', () => {
  it('creates and stores the analytics id with a 390-day expiry, a session id and the flags', () => {
    const identity = loadIdentity({ persist: true, now: T0, newId });
    expect(ANALYTICS_ID_LIFETIME_MS).toBe(390 * DAY);
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBe(identity.analyticsId);
    expect(localStorage.getItem(ANALYTICS_ID_EXPIRY_KEY)).toBe(String(T0 + 390 * DAY));
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(identity.sessionId);
    expect(sessionStorage.getItem(FIRST_SESSION_KEY)).toBe('true');
    expect(sessionStorage.getItem(HAS_LANDED_KEY)).toBe('true');
    expect(identity).toMatchObject({ isFirstSession: true, hasLanded: false });
  });

  it('keeps the id across pages and sessions until it expires, renewing the expiry', () => {
    const first = loadIdentity({ persist: true, now: T0, newId });
    const secondPage = loadIdentity({ persist: true, now: T0 + 1000, newId });
    expect(secondPage).toEqual({ ...first, hasLanded: true });
    sessionStorage.clear(); // a new browser session
    const later = T0 + 389 * DAY;
    const nextSession = loadIdentity({ persist: true, now: later, newId });
    expect(nextSession.analyticsId).toBe(first.analyticsId);
    expect(nextSession.sessionId).not.toBe(first.sessionId);
    expect(nextSession).toMatchObject({ isFirstSession: false, hasLanded: false });
    expect(localStorage.getItem(ANALYTICS_ID_EXPIRY_KEY)).toBe(String(later + 390 * DAY));
  });

  it('replaces an expired id', () => {
    const first = loadIdentity({ persist: true, now: T0, newId });
    sessionStorage.clear();
    const expired = loadIdentity({ persist: true, now: T0 + 390 * DAY, newId });
    expect(expired.analyticsId).not.toBe(first.analyticsId);
    expect(expired.isFirstSession).toBe(true);
  });

  it('does not touch storage when persisting is not allowed', () => {
    const identity = loadIdentity({ persist: false, now: T0, newId });
    expect(identity.isFirstSession).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("warns 'Unable to store analyticsId' and keeps ids in memory when storage fails", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const identity = loadIdentity({ persist: true, now: T0, newId, local: broken });
    expect(identity.analyticsId).toMatch(/^id\d+$/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Unable to store analyticsId');
  });
});
