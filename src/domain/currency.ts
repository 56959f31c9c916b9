// Currencies the platform sells in (spec 3) and their minor-unit digits: two, except JPY.
export const CURRENCIES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

export function currencyDecimals(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}
