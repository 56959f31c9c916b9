// Currencies the platform sells in and their minor-unit digits (spec 3), from the one table in
// enums.ts (CurrencyDecimals): two, except JPY.
import { type CurrencyCode, CurrencyDecimals } from './enums.ts';

type Currency = CurrencyCode;

export const DEFAULT_CURRENCY: Currency = 'USD';

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CurrencyDecimals, code);
}

export function currencyDecimals(currency: string): number {
  return isCurrency(currency) ? CurrencyDecimals[currency] : 2;
}
