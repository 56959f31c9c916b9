// Money in the domain is an integer count of minor units plus a currency, so sums never drift.
// The platform sends major-unit decimal strings ("25.00") and minor-unit integers (*Cents).
import { currencyDecimals, DEFAULT_CURRENCY } from './currency.ts';

export interface Money {
  readonly minor: number;
  readonly currency: string;
}

export function money(minor: number, currency: string = DEFAULT_CURRENCY): Money {
  return { minor: Math.round(minor), currency };
}

/** "25.00" in USD -> 2500 minor units. Parsed as text so "0.29" never becomes 28.999. */
export function parseMajorUnits(value: string | number, currency: string): Money {
  const text = typeof value === 'number' ? value.toFixed(currencyDecimals(currency)) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return money(0, currency);
  const digits = currencyDecimals(currency);
  const fraction = (match[3] ?? '').padEnd(digits, '0');
  const kept = fraction.slice(0, digits);
  // Round half up on the first dropped digit.
  const roundUp = (fraction[digits] ?? '0') >= '5' ? 1 : 0;
  const minor = Number(`${match[2] || '0'}${kept}`) + roundUp;
  return money(match[1] === '-' ? -minor : minor, currency);
}

const formatterCache = new Map<string, Intl.NumberFormat>();
/**
 * At most this many currency formatters (locale and currency pairs) are kept, oldest evicted first
 * (spec 9). @test-seam: the cache tests fill it to the limit.
 */
export const MONEY_FORMATTER_CACHE_LIMIT = 100;
const FORMATTER_CACHE_LIMIT = MONEY_FORMATTER_CACHE_LIMIT;

/** How many currency formatters are cached. @test-seam: the tests of the limit read it. */
export function moneyFormatterCacheSize(): number {
  return formatterCache.size;
}

// @test-seam: each cache test starts from an empty cache.
export function clearMoneyFormatterCache(): void {
  formatterCache.clear();
}

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    const digits = currencyDecimals(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (formatterCache.size >= FORMATTER_CACHE_LIMIT) {
      const oldest = formatterCache.keys().next().value;
      if (oldest !== undefined) formatterCache.delete(oldest);
    }
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/**
 * Money as the shopper reads it. Never throws: the page context's currency and language are
 * checked at start (with a warning), but a product's own currency code is not, so a code `Intl`
 * rejects shows as the plain amount and the code ("12.50 XYZ"), a rejected locale as en-US.
 */
export function formatMoney(amount: Money, locale = 'en-US'): string {
  const digits = currencyDecimals(amount.currency);
  const value = amount.minor / 10 ** digits;
  try {
    return currencyFormatter(amount.currency, locale).format(value);
  } catch {
    return locale === 'en-US' ? `${value.toFixed(digits)} ${amount.currency}` : formatMoney(amount);
  }
}
