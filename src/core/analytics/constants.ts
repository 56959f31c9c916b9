// Every number and name the analytics layer uses, from SPEC sections 3, 6, 7 and 9, so tests
// can drive the timers with fake clocks and nothing is a magic literal in the code.

import { DAY_MS, MINUTE_MS, SECOND_MS } from '../base/time-units.ts';
import { PageType } from '../domain/page-enums.ts';

// Visitor (census) cookies.
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
export const VISITOR_TIME_COOKIE = 'ss_cvt';
export { CENSUS_COOKIES } from './census-cookies.ts';
export const VISITOR_RECORD_LIFETIME_MS = 2 * 365 * DAY_MS;
export const VISITOR_SESSION_LIFETIME_MS = 30 * MINUTE_MS;

// Analytics id (v2 events, performance records).
export const ANALYTICS_ID_LIFETIME_MS = 390 * DAY_MS;
export const ANALYTICS_ID_KEY = 'ss_analytics_id';
export const ANALYTICS_ID_EXPIRY_KEY = 'ss_analytics_id_expiry';
export const FIRST_SESSION_KEY = 'ss_analytics_first_session';
export const HAS_LANDED_KEY = 'ss_analytics_has_landed';
export const SESSION_ID_KEY = 'ss_analytics_session_id';

// When not to track (SPEC 6).
export const CONFIG_PATH_PREFIX = '/config';
export const UNTRACKED_PAGE_TYPES: readonly number[] = [
  PageType.NOT_FOUND,
  PageType.LOCK_SCREEN,
  PageType.MEMBER_AREA_DENIED,
];
/** Set on <html> by the builder when the page is shown inside the site editor's frame. */
export const EDITOR_FRAME_ATTRIBUTE = 'data-storefront-editor';

// Census calls (SPEC 7, 9).
export const CENSUS_BUTTON_TIMEOUT_MS = 2500;
export const CENSUS_PAGE_VIEW_EVENT = 'view';
export const CENSUS_PATHS = {
  hit: 'census/RecordHit',
  buttonClick: 'census/button-click',
  buttonRender: 'census/button-render',
  formRender: 'census/form-render',
  overlay: 'census/overlay',
  quickView: 'census/RecordQuickView/',
} as const;

// Events.
export const RECORD_EVENT_PATH = 'events/RecordEvent';
export const TRACKER_OK_STATUSES: readonly number[] = [200, 202];
export const V2_EVENTS_PATH = 'api/v1/clanker/events';
export const V2_VALIDATE_PATH = 'api/v1/clanker/validate-event-content/';
export const V2_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
/** Analytics requests should not hang on a slow network; they never block anything anyway. */
export const ANALYTICS_REQUEST_TIMEOUT_MS = 10 * SECOND_MS;

// Page speed (SPEC 9).
export const PERFORMANCE_PATH = '1/performance/records';
export const PERFORMANCE_FLUSH_DELAY_MS = 30 * SECOND_MS;
export const PERFORMANCE_COLLECTION_LIMIT_MS = 60 * SECOND_MS;
export const ELEMENT_PATH_MAX_LENGTH = 200;
/**
 * Good / poor thresholds (spec 9): at or below good is good, above poor is poor. First input
 * delay is read from the Event Timing API's `first-input` entry (web-vitals 5 no longer reports
 * it) and recorded beside INP, each rated by its own numbers.
 */
export const PERFORMANCE_THRESHOLDS = {
  FCP: { good: 1800, poor: 3000 },
  CLS: { good: 0.1, poor: 0.25 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  LCP: { good: 2500, poor: 4000 },
} as const;

// JavaScript error reporter (SPEC 9).
export const ERRORS_PATH = 'events/RecordJavascriptErrors';
export const ERROR_MAX_BATCHES = 20;
export const ERROR_MAX_QUEUED = 10;
export const ERROR_STACK_MAX_LENGTH = 5000;
export const ERROR_DEBOUNCE_MS = 1 * SECOND_MS;

// Consent (issue 36): at most this many visitor analytics calls (census hits, commerce events,
// the page view, the page-speed start) wait in memory for the visitor's choice; newer ones are
// dropped and counted. A busy page sends about a dozen; 50 leaves room without growing unbounded.
export const CONSENT_HOLD_LIMIT = 50;

// Scheduling: analytics waits for an idle moment so it never delays hydration.
export const IDLE_FALLBACK_DELAY_MS = 1;
export const IDLE_TIMEOUT_MS = 2 * SECOND_MS;

// Exact console texts (SPEC 8).
export const TRACKER_WARNING = 'Error tracking event: HTTP Status {code}';
export const ANALYTICS_ID_WARNING = 'Unable to store analyticsId';
