// Truncation at a word boundary (spec 9: default length 100, suffix '...').
import { TRUNCATE_DEFAULT_LENGTH, TRUNCATE_DEFAULT_SUFFIX } from '../domain/constants-template.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

/** The whitespace the engine cuts at (Java's Character.isWhitespace for ASCII). */
const BREAKS = new Set([' ', '\n', '\t', '\u000b', '\r', '\f']);

/**
 * As the platform's engine truncates: text longer than `length` characters is cut after the last
 * whitespace strictly before the limit (that whitespace is kept) and `suffix` is added, so
 * 'foo bar baz' at 5 with '..' gives 'foo ..'. A word running past the limit with no whitespace
 * before it is cut at the limit. The suffix does not count towards `length`; shorter text comes
 * back as it is. A length that is not a whole number above 0 leaves the text as it is (reported).
 */
export function truncate(
  text: string | null | undefined,
  length: number = TRUNCATE_DEFAULT_LENGTH,
  suffix: string = TRUNCATE_DEFAULT_SUFFIX,
  collector?: ErrorCollector,
): string {
  const value = text ?? '';
  if (!Number.isInteger(length) || length <= 0) {
    reportTo(collector, 'bad-input', `truncate length must be a whole number above 0, got ${length}`);
    return value;
  }
  if (value.length <= length) return value;
  let end = length;
  for (let i = length - 1; i >= 0; i--) {
    if (BREAKS.has(value.charAt(i))) {
      end = i + 1;
      break;
    }
  }
  return value.slice(0, end) + suffix;
}
