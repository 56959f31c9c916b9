// Numbers the template helpers depend on (spec 5 and 9), by name, so helpers and tests agree.

// Dates
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_DATE_LOCALE = 'en-US';
/** At most this many time-zone formatters are kept; the oldest is evicted first. */
export const TIME_ZONE_CACHE_LIMIT = 100;
/** Julian-day conversions cover 4713 B.C. (astronomical year -4712) to 8652 A.D. */
export const JULIAN_MIN_YEAR = -4712;
export const JULIAN_MAX_YEAR = 8652;
/** Julian day of the Unix epoch, 1970-01-01T00:00:00Z. */
export const JULIAN_DAY_UNIX_EPOCH = 2440587.5;
/** First Julian day of the Gregorian calendar (1582-10-15, midnight). */
export const JULIAN_DAY_GREGORIAN_START = 2299160.5;

// Relative time (years are 365 days, months 30, weeks 7)
export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
export const DAY_SECONDS = 24 * HOUR_SECONDS;
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365;

// Subscriptions: billing periods per year; whole years are shown as years
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

// Comments
/** commentState 1 means comments are open. */
export const COMMENT_STATE_OPEN = 1;

// Text
export const TRUNCATE_DEFAULT_LENGTH = 100;
export const TRUNCATE_DEFAULT_SUFFIX = '...';
export const ALT_TEXT_MAX_LENGTH = 250;

// Images
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
/** Thumbnail mapping, checked in order: a width above `above` gets `width`; otherwise 100. */
export const THUMBNAIL_STEPS = [
  { above: 1000, width: 1500 },
  { above: 750, width: 1000 },
  { above: 500, width: 750 },
  { above: 300, width: 500 },
  { above: 100, width: 300 },
] as const;
export const THUMBNAIL_MIN_WIDTH = 100;
export const DEFAULT_FOCAL_POINT = 0.5;

// Colours
/** Colours above half of 0xFFFFFF weigh 'light'. */
export const HALF_BRIGHT = Math.floor(0xffffff / 2);
/** Perceived brightness (0..1) above which a colour counts as bright. */
export const BRIGHTNESS_THRESHOLD = 0.65;
export const HUE_MAX = 360;

// Auto-linking: where handles and hashtags lead
export const HANDLE_URL_BASE = 'https://twitter.com/';
export const HASHTAG_URL_BASE = 'https://twitter.com/hashtag/';

// Calendar links
export const CALENDAR_EVENT_URL = 'https://www.google.com/calendar/event';
export const CALENDAR_DATE_PATTERN = '%Y%m%dT%H%M%SZ';

// Numbers (spec 9): en-US separators, at most 15 integer places, digit options clamped to 50,
// at most 100 cached formatters
export const NUMBER_MAX_INTEGER_DIGITS = 15;
export const NUMBER_DIGIT_LIMIT = 50;
export const NUMBER_FORMATTER_CACHE_LIMIT = 100;

// Gallery timings (spec 9)
export const LIGHTBOX_RESIZE_TIMEOUT_MS = 100;
/** Top margin of the lightbox when the content is taller than the window. */
export const LIGHTBOX_TALL_CONTENT_TOP_MARGIN_PX = 50;
