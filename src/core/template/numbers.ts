// The number formatter of spec 9: en-US separators (comma thousands, point decimals), at most
// 15 integer places, digit options clamped to 0-50, formatters cached (at most 100).
import {
  NUMBER_DIGIT_LIMIT,
  NUMBER_FORMATTER_CACHE_LIMIT,
  NUMBER_MAX_INTEGER_DIGITS,
} from '../domain/constants-template.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

export interface NumberFormatOptions {
  /** Decimals always shown (default 0); clamped to 0-50. */
  readonly minimumFractionDigits?: number | undefined;
  /** Decimals at most (default 3, at least the minimum); clamped to 0-50. Rounds half away from zero. */
  readonly maximumFractionDigits?: number | undefined;
  /** Integer digits always shown, zero-padded (default 1); clamped to 1-15. */
  readonly minimumIntegerDigits?: number | undefined;
  /** Thousands separators (default true). */
  readonly grouping?: boolean | undefined;
  readonly collector?: ErrorCollector | undefined;
}

/** The formatted number, or undefined when its integer part needs more than 15 places. */
type Formatter = (negative: boolean, integer: string, fraction: string) => string | undefined;

const formatters = createBoundedCache<Formatter>(NUMBER_FORMATTER_CACHE_LIMIT);

export function numberFormatterCacheSize(): number {
  return formatters.size;
}

export function clearNumberFormatterCache(): void {
  formatters.clear();
}

function clampDigits(
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  collector: ErrorCollector | undefined,
): number {
  if (value === undefined) return fallback;
  const whole = Number.isFinite(value) ? Math.trunc(value) : fallback;
  const clamped = Math.min(max, Math.max(min, whole));
  if (clamped !== value) reportTo(collector, 'bad-input', `${name} ${value} clamped to ${clamped}`);
  return clamped;
}

/** Decimal text, exactly as given ('1234.50'). */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Adds one to a string of digits ('199' -> '200', '99' -> '100'). */
function increment(digits: string): string {
  const out = [...digits];
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * The formatter for one set of options: rounds half away from zero on the decimal digits (no
 * binary floating point), pads and groups. Intl is not used because it allows at most 20
 * fraction digits on some runtimes and the spec allows 50.
 */
function createFormatter(
  minFraction: number,
  maxFraction: number,
  minInteger: number,
  grouping: boolean,
): Formatter {
  return (negative, integer, fraction) => {
    let int = integer;
    let frac = fraction;
    if (frac.length > maxFraction) {
      const roundUp = (frac[maxFraction] ?? '0') >= '5';
      const kept = int + frac.slice(0, maxFraction);
      const rounded = roundUp ? increment(kept).padStart(kept.length, '0') : kept;
      int = rounded.slice(0, rounded.length - maxFraction);
      frac = rounded.slice(rounded.length - maxFraction);
    }
    frac = frac.replace(/0+$/, '').padEnd(minFraction, '0');
    int = int.replace(/^0+(?=\d)/, '').padStart(minInteger, '0');
    // Checked before grouping: the grouping pattern is quadratic on long digit strings.
    if (int.length > NUMBER_MAX_INTEGER_DIGITS) return undefined;
    if (grouping) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const zero = /^[0,]*$/.test(int) && /^0*$/.test(frac);
    return `${negative && !zero ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
  };
}

/** A finite number as plain decimal text (no exponent). */
function numberText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(100).replace(/\.?0+$/, '') : text;
}

/**
 * '1,234,567.891' for 1234567.891. Strings are formatted as exact decimals (no float rounding).
 * Numbers whose integer part needs more than 15 digits, and anything that is not a number, give
 * '' and are reported: the platform's formatter has 15 integer places and never drops digits.
 */
export function formatNumber(
  value: number | string | null | undefined,
  options: NumberFormatOptions = {},
): string {
  const { collector } = options;
  if (value === null || value === undefined || value === '') return '';
  const text =
    typeof value === 'number'
      ? Number.isFinite(value) && Math.abs(value) < 10 ** NUMBER_MAX_INTEGER_DIGITS
        ? numberText(value)
        : undefined
      : value.trim();
  const match = text === undefined ? null : DECIMAL.exec(text);
  if (!match) {
    const tooLarge = typeof value === 'number' && Number.isFinite(value);
    reportTo(
      collector,
      'bad-input',
      tooLarge
        ? `${String(value)} has more than ${NUMBER_MAX_INTEGER_DIGITS} integer digits`
        : `not a number: "${String(value)}"`,
    );
    return '';
  }
  const minFraction = clampDigits(
    options.minimumFractionDigits,
    0,
    0,
    NUMBER_DIGIT_LIMIT,
    'minimumFractionDigits',
    collector,
  );
  const maxFraction = Math.max(
    minFraction,
    clampDigits(
      options.maximumFractionDigits,
      Math.max(3, minFraction),
      0,
      NUMBER_DIGIT_LIMIT,
      'maximumFractionDigits',
      collector,
    ),
  );
  const minInteger = clampDigits(
    options.minimumIntegerDigits,
    1,
    1,
    NUMBER_MAX_INTEGER_DIGITS,
    'minimumIntegerDigits',
    collector,
  );
  const grouping = options.grouping ?? true;
  const format = formatters.get(`${minFraction}|${maxFraction}|${minInteger}|${grouping}`, () =>
    createFormatter(minFraction, maxFraction, minInteger, grouping),
  );
  const out = format(match[1] === '-', match[2] ?? '0', match[3] ?? '');
  if (out === undefined) {
    reportTo(
      collector,
      'bad-input',
      `${String(value)} has more than ${NUMBER_MAX_INTEGER_DIGITS} integer digits`,
    );
    return '';
  }
  return out;
}
