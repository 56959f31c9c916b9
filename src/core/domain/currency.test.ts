import { describe, expect, it } from 'vitest';
import { currencyDecimals, majorUnits } from './currency.ts';

describe('minor units per currency (spec 3 "Enumerations", spec 3 "Money", docs/decisions.md "Money")', () => {
  it.each([
    ['USD', 2, 390050, 3900.5],
    ['EUR', 2, 5, 0.05],
    ['JPY', 0, 3900, 3900],
    ['KWD', 3, 3900500, 3900.5],
    ['BHD', 3, 1, 0.001],
  ])('%s has %i decimals: %i minor units are %d', (currency, decimals, minor, major) => {
    expect(currencyDecimals(currency)).toBe(decimals);
    expect(majorUnits(minor, currency)).toBe(major);
  });

  it("the spec's table wins where Intl differs (COP and IDR keep two decimals)", () => {
    expect(currencyDecimals('COP')).toBe(2);
    expect(currencyDecimals('IDR')).toBe(2);
  });

  it('a code Intl rejects falls back to two decimals and never throws', () => {
    expect(currencyDecimals('not a code')).toBe(2);
    expect(majorUnits(1999, '')).toBe(19.99);
  });
});
