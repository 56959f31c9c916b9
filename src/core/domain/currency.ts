// Currencies and their minor-unit digits. The spec's 27 currencies come from the one table in
// enums.ts (CurrencyDecimals: two, except JPY), which wins where Intl's data differs (Intl gives
// COP and IDR none). Any other code a product or cart carries (KWD, BHD: three) takes Intl's
// own digits, so money leaving the bundle is never off by a factor of ten or a hundred.
import { type CurrencyCode, CurrencyDecimals } from './enums.ts';

type Currency = CurrencyCode;

export const DEFAULT_CURRENCY: Currency = 'USD';

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CurrencyDecimals, code);
}

const intlDigits = new Map<string, number>();

/** Intl's minor-unit digits for a code outside the spec's table; 2 for a code Intl rejects. */
function digitsFromIntl(currency: string): number {
  let digits = intlDigits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    // Bounded like the money formatter cache: codes come from data, not from a fixed list.
    if (intlDigits.size < 100) intlDigits.set(currency, digits ?? 2);
  }
  return digits ?? 2;
}

/** How many decimals one major unit of `currency` has: USD 2, JPY 0, KWD 3. */
export function currencyDecimals(currency: string): number {
  return isCurrency(currency) ? CurrencyDecimals[currency] : digitsFromIntl(currency);
}

/**
 * Minor units to major units in `currency` (2600 -> 26 in USD, 2600 in JPY, 2.6 in KWD): the one
 * conversion for every amount that leaves the bundle (analytics, GA4, order analytics). Rounded
 * to the currency's digits so 0.1 + 0.2 style noise never reaches a report.
 */
export function majorUnits(minor: number, currency: string): number {
  const decimals = currencyDecimals(currency);
  return Number((minor / 10 ** decimals).toFixed(decimals));
}
