import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTEXT, isWellFormedCurrencyCode, parseSiteContext } from './context-schema.ts';

function parse(input: object) {
  const warn = vi.fn();
  return { context: parseSiteContext(input, warn), lines: warn.mock.calls.map((call) => String(call[0])) };
}

describe('parseSiteContext', () => {
  it('reads a good context without a word', () => {
    const { context, lines } = parse({ website: { id: 'w', language: 'fr-CA' }, pageType: 50 });
    expect(lines).toEqual([]);
    expect(context.pageType).toBe(50);
    expect(context.website.language).toBe('fr-CA');
  });

  it('drops only the bad field, naming it and what was expected, and keeps its neighbours', () => {
    const { context, lines } = parse({
      website: { id: 'w', cloneable: 'no' },
      merchandising: { p1: { scarcityEnabled: 'yes', scarcityText: 'Hurry' } },
      strings: { addToCart: 5, subscribe: 'Join' },
    });
    expect(lines).toEqual([
      'page context field "website.cloneable" is ignored: expected boolean (got "no").',
      'page context field "strings.addToCart" is ignored: expected string (got 5).',
      'page context field "merchandising.p1.scarcityEnabled" is ignored: expected boolean (got "yes").',
    ]);
    expect(context.website).toEqual({ id: 'w' });
    expect(context.strings).toEqual({ subscribe: 'Join' });
    expect(context.merchandising.p1).toEqual({ scarcityText: 'Hurry' });
  });

  it('drops a wrong-shaped whole part and keeps the defaults for it', () => {
    const { context, lines } = parse({ cookieSettings: 'strict', authenticatedAccount: {} });
    expect(context.cookieSettings).toEqual(DEFAULT_CONTEXT.cookieSettings);
    expect(context.authenticatedAccount).toBeUndefined();
    expect(lines).toEqual([
      'page context field "authenticatedAccount" is ignored: id: expected string (got {}).',
      'page context field "cookieSettings" is ignored: expected object (got "strict").',
    ]);
  });

  it.each([
    [
      [10, '4'],
      [10, 4],
    ],
    [{ 'site-1': 10 }, [10]],
    [{ 'site-1': [4, 10] }, [4, 10]],
    [{ 10: true, 4: false }, [10]],
    [{}, []],
  ])('reads websiteRoles %j as the list %j', (roles, codes) => {
    const { context, lines } = parse({ websiteRoles: roles });
    expect(context.websiteRoles).toEqual(codes);
    expect(lines).toEqual([]);
  });

  it('warns about an analytics switch it does not know and keeps analytics on', () => {
    const { context, lines } = parse({ analytics: 'nope' });
    expect(context.analytics).toBeUndefined();
    expect(lines).toEqual([
      'page context field "analytics" is ignored: expected one of on, analytics-off, all-off (got "nope").',
    ]);
  });

  it('falls back to USD when Intl rejects the currency, and drops a language Intl rejects', () => {
    const { context, lines } = parse({
      website: { id: 'w', language: 'en_US!' },
      websiteSettings: { storeSettings: { selectedCurrency: 'EURO' } },
    });
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
    expect(context.website.language).toBeUndefined();
    expect(lines).toHaveLength(2);
  });

  it.each(['EUR', 'usd', 'XYZ', 'EURO', 'EU', 'U$D', '', 'ÉUR', 'E1R'])(
    'takes the currency %j exactly when Intl.NumberFormat does',
    (currency) => {
      let intlTakes = true;
      try {
        new Intl.NumberFormat('en', { style: 'currency', currency });
      } catch {
        intlTakes = false;
      }
      expect(isWellFormedCurrencyCode(currency)).toBe(intlTakes);
    },
  );
});
