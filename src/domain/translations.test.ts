// Every language's catalogue against the English one: the same keys in every group (extra ones
// only as plural forms of a counted key), the same {placeholders}, and no English left behind
// in the words a shopper reads first.
import { describe, expect, it } from 'vitest';
import { ENGLISH_GROUPS } from './english-groups.ts';
import { pluralText } from './plural.ts';
import { STRING_GROUPS, type StringGroup } from './string-groups.ts';
import { commerceStrings } from './strings.ts';

const FILES = import.meta.glob<Readonly<Record<string, string>>>('./strings-*/*.ts', {
  import: 'default',
  eager: true,
});
const LANGUAGES = [...new Set(Object.keys(FILES).map((path) => /strings-([\w-]+)\//.exec(path)?.[1] ?? ''))];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('language catalogues', () => {
  it('has the ten new languages, Hebrew and French', () => {
    expect(LANGUAGES.sort()).toEqual([
      'da',
      'de',
      'es',
      'fr',
      'he',
      'it',
      'ja',
      'nb',
      'nl',
      'pl',
      'pt-br',
      'sv',
    ]);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      for (const group of Object.keys(STRING_GROUPS) as StringGroup[]) {
        const english = ENGLISH_GROUPS[group];
        const translated = FILES[`./strings-${language}/${group}.ts`] ?? {};

        it(`${group}: every English key, and only plural forms besides`, () => {
          const keys = Object.keys(translated);
          expect(keys.filter((key) => !key.includes('#')).sort()).toEqual(Object.keys(english).sort());
          for (const key of keys.filter((key) => key.includes('#'))) {
            const [base, form] = key.split('#');
            expect(Object.hasOwn(english, base ?? '')).toBe(true);
            expect(['zero', 'two', 'few', 'many']).toContain(form);
          }
        });

        it(`${group}: the same {placeholders} as English`, () => {
          for (const [key, text] of Object.entries(translated)) {
            const base = key.split('#')[0] ?? key;
            // ICU messages (scarcity) use their own syntax over the same argument.
            if (text.includes(', plural,')) continue;
            // A 'one' form may show the count English writes as '1' (French: 0 and 1 are 'one').
            const wanted = placeholders(english[base] ?? '');
            const found = placeholders(text).filter((name) => wanted.includes(name) || !base.includes('One'));
            expect({ key, placeholders: found }).toEqual({ key, placeholders: wanted });
          }
        });
      }

      it('translates the buttons a shopper sees first', () => {
        const main = FILES[`./strings-${language}/main.ts`] ?? {};
        for (const key of ['addToCart', 'soldOut', 'close', 'quantity', 'viewCart'] as const) {
          expect(main[key]).not.toBe(commerceStrings[key]);
        }
      });
    });
  }
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

  it('uses the other form where a language has no extra one (English, Japanese)', () => {
    const en = { one: 'one', other: 'other' };
    expect(pluralText(en, { one: 'one', other: 'other' }, 1, 'en')).toBe('one');
    expect(pluralText(en, { one: 'one', other: 'other' }, 5, 'en')).toBe('other');
    expect(pluralText(en, { one: 'one', other: 'other' }, 1, 'ja')).toBe('other');
  });
});
