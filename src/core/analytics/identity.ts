// The analytics id for v2 events and performance records, kept 390 days (rolling) in
// localStorage with its expiry; the session id, first-session flag and has-landed flag live in
// sessionStorage. When storing is not allowed (restrictive cookie policy) or fails, the ids live
// in memory for this page only.
import {
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_MS,
  ANALYTICS_ID_WARNING,
  FIRST_SESSION_KEY,
  HAS_LANDED_KEY,
  SESSION_ID_KEY,
} from './constants.ts';
import { randomVisitorId } from './visitor-record.ts';

export interface AnalyticsIdentity {
  readonly analyticsId: string;
  readonly sessionId: string;
  /** True during the session in which the analytics id was created. */
  readonly isFirstSession: boolean;
  /** False on the first page of a session (the landing page), true afterwards. */
  readonly hasLanded: boolean;
}

interface IdentityOptions {
  readonly persist: boolean;
  readonly now?: number;
  readonly newId?: () => string;
  readonly local?: Storage;
  readonly session?: Storage;
}

export function loadIdentity(options: IdentityOptions): AnalyticsIdentity {
  const newId = options.newId ?? randomVisitorId;
  const memory = (): AnalyticsIdentity => ({
    analyticsId: newId(),
    sessionId: newId(),
    isFirstSession: true,
    hasLanded: false,
  });
  if (!options.persist) return memory();
  const now = options.now ?? Date.now();
  try {
    const local = options.local ?? localStorage;
    const session = options.session ?? sessionStorage;
    const storedId = local.getItem(ANALYTICS_ID_KEY);
    const expiry = Number(local.getItem(ANALYTICS_ID_EXPIRY_KEY));
    const valid = storedId !== null && storedId !== '' && Number.isFinite(expiry) && expiry > now;
    const analyticsId = valid ? storedId : newId();
    local.setItem(ANALYTICS_ID_KEY, analyticsId);
    local.setItem(ANALYTICS_ID_EXPIRY_KEY, String(now + ANALYTICS_ID_LIFETIME_MS));

    let sessionId = session.getItem(SESSION_ID_KEY);
    if (!sessionId) {
      sessionId = newId();
      session.setItem(SESSION_ID_KEY, sessionId);
      session.setItem(FIRST_SESSION_KEY, String(!valid));
    } else if (!valid) {
      // The id expired or was cleared mid-session: this session is the new id's first.
      session.setItem(FIRST_SESSION_KEY, 'true');
    }
    const isFirstSession = session.getItem(FIRST_SESSION_KEY) === 'true';
    const hasLanded = session.getItem(HAS_LANDED_KEY) === 'true';
    session.setItem(HAS_LANDED_KEY, 'true');
    return { analyticsId, sessionId, isFirstSession, hasLanded };
  } catch (error) {
    console.warn(ANALYTICS_ID_WARNING, error);
    return memory();
  }
}
