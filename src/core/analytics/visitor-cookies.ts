// Reads and writes the census cookies with js-cookie. Under a restrictive cookie policy, or on a
// cloneable (template) site, nothing is stored: every census cookie is cleared and each page
// view gets a fresh record that lives only in memory.
import Cookies from 'js-cookie';
import { clearCensusCookies } from './census-cookies.ts';
import {
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_LIFETIME_MS,
  VISITOR_SESSION_LIFETIME_MS,
  VISITOR_TIME_COOKIE,
} from './constants.ts';
import {
  formatVisitorRecord,
  newVisitorRecord,
  nextVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  randomVisitorId,
  type VisitorRecord,
} from './visitor-record.ts';

interface VisitorCookieOptions {
  /** Restrictive cookie policy or cloneable site: never store, clear what is there. */
  readonly doNotStore: boolean;
  readonly now?: number;
  readonly newId?: () => string;
}

export interface Visit {
  readonly record: VisitorRecord;
  /** The ss_cvr value sent with census hits. */
  readonly cookieValue: string;
  readonly newVisit: boolean;
  readonly stored: boolean;
}

/** The census cookies' attributes: Secure on an https page, so they never travel over plain http. */
export function censusCookieAttributes(protocol: string = location.protocol) {
  return { path: '/', sameSite: 'Lax', secure: protocol === 'https:' } as const;
}

export { clearCensusCookies };

/** Reads the census cookies, applies the visit rules and writes them back (2 years / 30 minutes). */
export function recordVisit(options: VisitorCookieOptions): Visit {
  const now = options.now ?? Date.now();
  const newId = options.newId ?? randomVisitorId;
  if (options.doNotStore) {
    clearCensusCookies();
    const record = newVisitorRecord(newId(), now);
    return { record, cookieValue: formatVisitorRecord(record), newVisit: true, stored: false };
  }
  const stored = parseVisitorRecord(Cookies.get(VISITOR_RECORD_COOKIE));
  const visitTime = stored ? parseVisitTime(Cookies.get(VISITOR_TIME_COOKIE)) : undefined;
  const { record, newVisit } = nextVisitorRecord(stored, visitTime, now, newId);
  const cookieValue = formatVisitorRecord(record);
  Cookies.set(VISITOR_RECORD_COOKIE, cookieValue, {
    ...censusCookieAttributes(),
    expires: new Date(now + VISITOR_RECORD_LIFETIME_MS),
  });
  // The session cookie slides: every page view keeps the visit open for another 30 minutes.
  Cookies.set(VISITOR_TIME_COOKIE, String(now), {
    ...censusCookieAttributes(),
    expires: new Date(now + VISITOR_SESSION_LIFETIME_MS),
  });
  return { record, cookieValue, newVisit, stored: true };
}

/** The census cookies as they are now (for commerce events' "session cookies"). */
export function readSessionCookies(): { ss_cvr: string | undefined; ss_cvt: string | undefined } {
  return { ss_cvr: Cookies.get(VISITOR_RECORD_COOKIE), ss_cvt: Cookies.get(VISITOR_TIME_COOKIE) };
}
