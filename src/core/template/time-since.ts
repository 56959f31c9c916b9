// 'about 2 days ago' (spec 9): years are 365 days, months 30, weeks 7; 'a'/'an' for one.

import { SECOND_MS } from '../base/time-units.ts';
import {
  DAY_SECONDS,
  HOUR_SECONDS,
  MINUTE_SECONDS,
  MONTH_DAYS,
  WEEK_DAYS,
  YEAR_DAYS,
} from '../domain/constants-template.ts';
import { pluralText } from '../words/plural.ts';
import { fillTemplate } from '../words/strings.ts';
import { type TemplateStrings, templateStrings } from '../words/strings-template.ts';
import { toEpochMs } from './dates.ts';

type TimeSinceKey =
  | 'timeSinceLessThanMinute'
  | 'timeSinceMinute'
  | 'timeSinceMinutes'
  | 'timeSinceHour'
  | 'timeSinceHours'
  | 'timeSinceDay'
  | 'timeSinceDays'
  | 'timeSinceWeek'
  | 'timeSinceWeeks'
  | 'timeSinceMonth'
  | 'timeSinceMonths'
  | 'timeSinceYear'
  | 'timeSinceYears'
  | 'invalidDate';
export type TimeSinceStrings = Pick<TemplateStrings, TimeSinceKey>;

// Largest unit first; the first unit that fits at least once names the result.
const UNITS: readonly { seconds: number; one: TimeSinceKey; many: TimeSinceKey }[] = [
  { seconds: YEAR_DAYS * DAY_SECONDS, one: 'timeSinceYear', many: 'timeSinceYears' },
  { seconds: MONTH_DAYS * DAY_SECONDS, one: 'timeSinceMonth', many: 'timeSinceMonths' },
  { seconds: WEEK_DAYS * DAY_SECONDS, one: 'timeSinceWeek', many: 'timeSinceWeeks' },
  { seconds: DAY_SECONDS, one: 'timeSinceDay', many: 'timeSinceDays' },
  { seconds: HOUR_SECONDS, one: 'timeSinceHour', many: 'timeSinceHours' },
  { seconds: MINUTE_SECONDS, one: 'timeSinceMinute', many: 'timeSinceMinutes' },
];

/**
 * How long ago `epochMs` was, seen from `now`: 'about an hour ago'. Under a minute, and for
 * dates in the future, 'less than a minute ago'; 'Invalid date' for anything but a real instant.
 */
export function timeSince(
  epochMs: number | Date | null | undefined,
  now: number | Date = Date.now(),
  strings: TimeSinceStrings = templateStrings,
  /** Picks the plural form (Intl.PluralRules). */
  locale = 'en',
): string {
  const then = toEpochMs(epochMs);
  const reference = toEpochMs(now);
  if (then === undefined || reference === undefined) return strings.invalidDate;
  const elapsedSeconds = Math.floor((reference - then) / SECOND_MS);
  for (const unit of UNITS) {
    const count = Math.floor(elapsedSeconds / unit.seconds);
    if (count >= 1) {
      return fillTemplate(pluralText(strings, { one: unit.one, other: unit.many }, count, locale), {
        n: count,
      });
    }
  }
  return strings.timeSinceLessThanMinute;
}

/** Same as `timeSince`; the name the islands use. */
export const relativeTime = timeSince;
