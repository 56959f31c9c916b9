// Which catalogues exist and how counted messages pick their form. Every catalogue's keys,
// placeholders, plural forms and typography are checked by tools/translations.ts.
import { describe, expect, it } from 'vitest';
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
