import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_MODAL_URL,
  DEFAULT_NUM_INSTALLMENTS,
  installmentMessage,
  installmentModalUrl,
  installmentPrice,
  installmentRegion,
} from './installments.ts';
import { money } from './money.ts';

const usd = (minor: number) => money(minor, 'USD');
const context = (extra: Record<string, unknown> = {}) => ({
  afterPayAvailable: true,
  afterPayMin: '35.00',
  afterPayMax: '1000.00',
  shopperLanguage: 'en-US',
  stripeAccountCountry: 'US',
  ...extra,
});

describe('installment ranges', () => {
  it('defaults to 4 installments', () => {
    expect(DEFAULT_NUM_INSTALLMENTS).toBe(4);
  });

  it.each([
    [3499, 'over'],
    [3500, 'over'], // at the minimum: not above it
    [3501, 'in-range'], // one cent above the minimum
    [50000, 'in-range'],
    [99999, 'in-range'],
    [100000, 'in-range'], // at the maximum: not above it
    [100001, 'up-to'], // one cent above the maximum
  ])('a price of %i cents is %s', (cents, kind) => {
    expect(installmentMessage(usd(cents), context())?.kind).toBe(kind);
  });

  it('in range: one installment is the price divided evenly, rounded to the cent', () => {
    const message = installmentMessage(usd(5000), context());
    expect(message).toMatchObject({ kind: 'in-range', numInstallments: 4, amount: usd(1250) });
    expect(installmentMessage(usd(10001), context())).toMatchObject({ amount: usd(2500) });
    expect(installmentMessage(usd(10002), context())).toMatchObject({ amount: usd(2501) }); // 25.005 -> 25.01
  });

  it('out of range: the limit the shopper is told about', () => {
    expect(installmentMessage(usd(2000), context())).toMatchObject({ kind: 'over', limit: usd(3500) });
    expect(installmentMessage(usd(150000), context())).toMatchObject({
      kind: 'up-to',
      limit: usd(100000),
    });
  });

  it('reads limits given as numbers, and in JPY (no decimals)', () => {
    const numbers = context({ afterPayMin: 35, afterPayMax: 1000 });
    expect(installmentMessage(usd(3501), numbers)?.kind).toBe('in-range');
    expect(installmentMessage(usd(100001), numbers)?.kind).toBe('up-to');
    const yen = context({ afterPayMin: '5000', afterPayMax: '150000' });
    expect(installmentMessage(money(5001, 'JPY'), yen)).toMatchObject({
      kind: 'in-range',
      amount: money(1250, 'JPY'),
    });
  });

  it('a missing minimum is 0 and a missing maximum has no limit', () => {
    const open = context({ afterPayMin: undefined, afterPayMax: undefined });
    expect(installmentMessage(usd(1), open)?.kind).toBe('in-range');
    expect(installmentMessage(usd(99999999), open)?.kind).toBe('in-range');
    expect(installmentMessage(usd(1), context({ afterPayMin: 'abc' }))?.kind).toBe('in-range');
  });

  it('shows nothing when unavailable, without a context, or without a price', () => {
    expect(installmentMessage(usd(5000), context({ afterPayAvailable: false }))).toBeUndefined();
    expect(installmentMessage(usd(5000), context({ afterPayAvailable: undefined }))).toBeUndefined();
    expect(installmentMessage(usd(5000), undefined)).toBeUndefined();
    expect(installmentMessage(undefined, context())).toBeUndefined();
    expect(installmentMessage(usd(0), context())).toBeUndefined();
  });
});

describe('installment regions', () => {
  it.each([
    ['US', 'en-US', 'en_US', 'Afterpay'],
    ['CA', 'en-CA', 'en_CA', 'Afterpay'],
    ['CA', 'fr-CA', 'fr_CA', 'Afterpay'],
    ['CA', 'fr', 'fr_CA', 'Afterpay'],
    ['AU', 'en-AU', 'en_AU', 'Afterpay'],
    ['NZ', 'en', 'en_NZ', 'Afterpay'],
    ['GB', 'en-GB', 'en_GB', 'Clearpay'],
    ['gb', 'en_GB', 'en_GB', 'Clearpay'],
  ])('%s with %s is %s under %s', (country, language, locale, provider) => {
    expect(installmentRegion(country, language)).toMatchObject({ locale, provider });
  });

  it("a language the region lacks falls back to the region's first (en)", () => {
    expect(installmentRegion('US', 'fr-FR')?.locale).toBe('en_US');
    expect(installmentRegion('GB', 'de')?.locale).toBe('en_GB');
    expect(installmentRegion('AU', undefined)?.locale).toBe('en_AU');
  });

  it.each(['DE', 'FR', 'JP', '', undefined])('shows nothing in %s', (country) => {
    expect(installmentRegion(country, 'en')).toBeUndefined();
    expect(installmentMessage(usd(5000), context({ stripeAccountCountry: country }))).toBeUndefined();
  });

  it('uses the GB brand in the message', () => {
    const message = installmentMessage(money(5000, 'GBP'), context({ stripeAccountCountry: 'GB' }));
    expect(message?.region.provider).toBe('Clearpay');
  });
});

describe('installment modal address', () => {
  const region = installmentRegion('CA', 'fr-CA');
  it('fills the default template', () => {
    expect(DEFAULT_INSTALLMENT_MODAL_URL).toContain('{locale}');
    // Same origin, under the API root: no third-party host for a strict CSP to allow.
    expect(region && installmentModalUrl(undefined, region)).toBe('/api/installments/modal/fr_CA.html');
    expect(region && installmentModalUrl(undefined, region, '/jp/api')).toBe(
      '/jp/api/installments/modal/fr_CA.html',
    );
  });
  it('fills a configured template', () => {
    expect(region && installmentModalUrl('/modal?lang={language}&c={country}', region)).toBe(
      '/modal?lang=fr&c=CA',
    );
  });
});

describe('installment price', () => {
  it('follows what the price area shows', () => {
    expect(installmentPrice({ kind: 'regular', price: usd(100) })).toEqual(usd(100));
    expect(installmentPrice({ kind: 'sale', sale: usd(80), original: usd(100) })).toEqual(usd(80));
    expect(installmentPrice({ kind: 'from', from: usd(50) })).toEqual(usd(50));
  });
});
