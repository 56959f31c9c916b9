// Which catalogues exist and how counted messages pick their form. Every catalogue's keys,
// placeholders, plural forms and typography are checked by tools/translations.ts.
import { describe, expect, it } from 'vitest';
import { formatIcu } from './icu.ts';
import { pluralText } from './plural.ts';

const FILES = import.meta.glob<Readonly<Record<string, string>>>('./strings-*/*.ts', {
  import: 'default',
  eager: true,
});
const LANGUAGES = [...new Set(Object.keys(FILES).map((path) => /strings-([\w-]+)\//.exec(path)?.[1] ?? ''))];

describe('language catalogues', () => {
  it('has the ten new languages, Hebrew, French and the regional catalogues', () => {
    expect(LANGUAGES.sort()).toEqual([
      'da',
      'de',
      'es',
      'es-419',
      'fr',
      'fr-ca',
      'he',
      'it',
      'ja',
      'nb',
      'nl',
      'pl',
      'pt-br',
      'pt-pt',
      'sv',
    ]);
  });

  // Keys, placeholders, plural forms, English left behind and typography: tools/translations.ts
  // in `npm run check`.
});

describe('plural forms', () => {
  const pl = FILES['./strings-pl/main.ts'] ?? {};
  const label = (count: number) =>
    pluralText(pl, { one: 'cartPillLabelOne', other: 'cartPillLabel' }, count, 'pl');

  it('picks Polish one, few and many with Intl.PluralRules', () => {
    expect(label(1)).toBe('1 produkt w koszyku, suma częściowa {subtotal}');
    expect(label(3)).toBe('{count} produkty w koszyku, suma częściowa {subtotal}');
    expect(label(5)).toBe('{count} produktów w koszyku, suma częściowa {subtotal}');
    expect(label(22)).toBe('{count} produkty w koszyku, suma częściowa {subtotal}');
  });

  it('never says "1" for zero where 0 is "one" (French, Portuguese)', () => {
    const forms = { one: 'one', other: 'other' } as const;
    const strings = { one: '1 comment', other: '{count} comments' };
    expect(pluralText(strings, forms, 0, 'fr')).toBe('{count} comments');
    expect(pluralText(strings, forms, 0, 'pt-BR')).toBe('{count} comments');
    const withZero = { ...strings, 'other#zero': 'none' };
    expect(pluralText(withZero, forms, 0, 'fr')).toBe('none');
    expect(pluralText(strings, forms, 1, 'fr')).toBe('1 comment');
    // Polish 0 is 'many', its own form.
    const withMany = { ...strings, 'other#many': 'many' };
    expect(pluralText(withMany, forms, 0, 'pl')).toBe('many');
  });

  it('uses the other form where a language has no extra one (English, Japanese)', () => {
    const en = { one: 'one', other: 'other' };
    expect(pluralText(en, { one: 'one', other: 'other' }, 1, 'en')).toBe('one');
    expect(pluralText(en, { one: 'one', other: 'other' }, 5, 'en')).toBe('other');
    expect(pluralText(en, { one: 'one', other: 'other' }, 1, 'ja')).toBe('other');
  });
});

describe('scarcity in every language', () => {
  const scarcity = (code: string, locale: string, count: number) => {
    const message = FILES[`./strings-${code}/restock.ts`]?.scarcityDefault ?? '';
    const result = formatIcu(message, { qtyInStock: count }, locale);
    return result.ok ? result.text : result.problem;
  };

  it('says one item in the singular', () => {
    expect(scarcity('es', 'es-ES', 1)).toBe('¡Solo queda 1!');
    expect(scarcity('es', 'es-ES', 3)).toBe('¡Solo quedan 3!');
    expect(scarcity('it', 'it-IT', 1)).toBe('Ne resta solo 1!');
    expect(scarcity('pt-br', 'pt-BR', 1)).toBe('Só resta 1!');
    expect(scarcity('pt-br', 'pt-BR', 4)).toBe('Só restam 4!');
    expect(scarcity('he', 'he-IL', 1)).toBe('נשאר רק אחד!');
    expect(scarcity('he', 'he-IL', 2)).toBe('נשארו רק שניים!');
    expect(scarcity('he', 'he-IL', 5)).toBe('נשארו רק 5!');
    expect(scarcity('pl', 'pl-PL', 1)).toBe('Została tylko 1 sztuka!');
    expect(scarcity('fr', 'fr-FR', 1)).toBe('Plus que 1 en stock\u202f!');
  });

  it('is an ICU message that formats in every language', () => {
    for (const code of LANGUAGES) {
      const message = FILES[`./strings-${code}/restock.ts`]?.scarcityDefault;
      if (message === undefined) continue;
      for (const count of [1, 2, 5, 22]) {
        expect(formatIcu(message, { qtyInStock: count }, code).ok).toBe(true);
      }
    }
  });
});

describe('words a native speaker corrected (issue 35)', () => {
  const word = (code: string, group: string, key: string) => FILES[`./strings-${code}/${group}.ts`]?.[key];

  it('says what is meant', () => {
    expect(word('de', 'forms', 'addressFederalState')).toBe('Bundesland');
    expect(word('sv', 'main', 'quantityNotANumber')).not.toMatch(/siffra/);
    expect(word('sv', 'subscription', 'subscriptionEveryNWeeks')).not.toMatch(/:e/);
    expect(word('da', 'cart', 'cartUnavailableNote')).not.toMatch(/findes ikke/);
    expect(word('da', 'main', 'variantUnavailable')).not.toMatch(/findes ikke/);
    expect(word('nb', 'main', 'salePriceLabel')).not.toMatch(/Salgspris/);
    expect(word('he', 'main', 'sessionExpired')).not.toMatch(/התחברות/);
    expect(word('nl', 'restock', 'wishlistSaving')).not.toMatch(/^Opslaan/);
    expect(word('ja', 'main', 'unavailable')).not.toMatch(/販売していません/);
    expect(word('ja', 'forms', 'addressPrefecture')).toBe('都道府県');
  });
});
