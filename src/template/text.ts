// Truncation at a word boundary (spec 9: default length 100, suffix '...').
import { TRUNCATE_DEFAULT_LENGTH, TRUNCATE_DEFAULT_SUFFIX } from '../domain/constants-template.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

/**
 * Text longer than `length` characters is cut at the last whitespace at or before the limit
 * (a single word longer than the limit is cut at the limit), trailing whitespace is dropped and
 * `suffix` added; the suffix does not count towards `length`. Shorter text comes back as it is.
 */
export function truncate(
  text: string | null | undefined,
  length: number = TRUNCATE_DEFAULT_LENGTH,
  suffix: string = TRUNCATE_DEFAULT_SUFFIX,
  collector?: ErrorCollector,
): string {
  const value = text ?? '';
  if (!Number.isInteger(length) || length < 0) {
    reportTo(collector, 'bad-input', `truncate length must be a whole number, got ${length}`);
    return value;
  }
  if (value.length <= length) return value;
  let cut = -1;
  for (let i = length; i > 0; i--) {
    if (/\s/.test(value.charAt(i))) {
      cut = i;
      break;
    }
  }
  const head = value.slice(0, cut > 0 ? cut : length).trimEnd();
  return head + suffix;
}
