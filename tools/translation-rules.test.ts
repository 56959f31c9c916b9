import { describe, expect, it } from 'vitest';
import { ENGLISH_GROUPS } from '../src/core/words/english-groups.ts';
import { languageFolders } from './catalogues.ts';
import { catalogueProblems, typographyProblems } from './translation-rules.ts';

const english = {
  main: {
    addToCart: 'Add To Cart',
    added: 'Added!',
    cartPillLabel: '{count} items in cart, subtotal {subtotal}',
    cartPillLabelOne: '1 item in cart, subtotal {subtotal}',
  },
  restock: { scarcityDefault: 'Only {qtyInStock} left!' },
};
const pl = {
  main: {
    addToCart: 'Dodaj do koszyka',
    added: 'Dodano!',
    cartPillLabel: '{count} produktu w koszyku, suma częściowa {subtotal}',
    'cartPillLabel#few': '{count} produkty w koszyku, suma częściowa {subtotal}',
    'cartPillLabel#many': '{count} produktów w koszyku, suma częściowa {subtotal}',
    cartPillLabelOne: '1 produkt w koszyku, suma częściowa {subtotal}',
  },
  restock: {
    scarcityDefault:
      '{qtyInStock, plural, one {Została # sztuka!} few {Zostały # sztuki!} many {Zostało # sztuk!} other {Zostało # sztuki!}}',
  },
};
type Groups = Readonly<Record<string, Readonly<Record<string, string>>>>;
const check = (language: string, groups: Groups, base?: Groups) =>
  catalogueProblems(english, { language, groups, base }, {});

describe('translation check', () => {
  it('passes a complete catalogue', () => {
    expect(check('pl', pl)).toEqual([]);
  });

  it('finds a missing key, an unknown key and a wrong plural form name', () => {
    const { addToCart: _, ...main } = pl.main;
    expect(check('pl', { ...pl, main: { ...main, addToBasket: 'x', 'added#dual': 'x' } as never })).toEqual([
      'pl/main.addToBasket: not an English key',
      'pl/main.added#dual: "dual" is not a plural form (zero, two, few, many)',
      'pl/main.addToCart: missing',
    ]);
  });

  it('finds placeholders that differ from English, but lets a one-count form write its number', () => {
    const main = {
      ...pl.main,
      cartPillLabel: '{count} produktu, suma {total}',
      cartPillLabelOne: 'Jeden produkt, {subtotal}',
    };
    expect(check('pl', { ...pl, main })).toEqual([
      'pl/main.cartPillLabel: missing {subtotal}',
      'pl/main.cartPillLabel: unknown {total}',
    ]);
  });

  it("finds plural categories the locale's Intl.PluralRules has and the catalogue lacks", () => {
    const { 'cartPillLabel#many': _, ...main } = pl.main;
    expect(check('pl', { ...pl, main })).toEqual([
      'pl/main.cartPillLabel#many: missing (pl has the "many" form)',
    ]);
    const { 'cartPillLabel#few': __, ...withoutFew } = main;
    const he = { main: withoutFew as never, restock: pl.restock };
    expect(check('he', he).filter((problem) => problem.includes('#two'))).toEqual([
      'he/main.cartPillLabel#two: missing (he has the "two" form)',
    ]);
  });

  it('wants scarcity as an ICU plural with every category of the locale', () => {
    const restock = { scarcityDefault: 'Zostało tylko {qtyInStock}!' };
    expect(check('pl', { ...pl, restock })).toEqual([
      'pl/restock.scarcityDefault: not an ICU plural over {qtyInStock} (one item must read as one)',
    ]);
    const noFew = {
      scarcityDefault: '{qtyInStock, plural, one {# sztuka!} many {# sztuk!} other {# sztuki!}}',
    };
    expect(check('pl', { ...pl, restock: noFew })).toEqual([
      'pl/restock.scarcityDefault: no "few" case for {qtyInStock} (pl has it)',
    ]);
  });

  it("checks the owner console's group: every key, its placeholders, each counted argument's plural", () => {
    const ownerEnglish = {
      owner: {
        ownerTitle: 'Back-in-stock requests',
        ownerSelectGroup: 'Select {product}, {variant}',
        ownerConfirmMany:
          'Send back-in-stock emails for {groups, plural, one {# group} other {# groups}} ({count, plural, one {# shopper} other {# shoppers}})?',
      },
    };
    const owner = {
      ownerTitle: 'Powiadomienia o ponownej dostępności',
      ownerSelectGroup: 'Zaznacz: {product}, {variant}',
      ownerConfirmMany:
        'Wysłać powiadomienia dla {groups, plural, one {# grupy} few {# grup} many {# grup} other {# grupy}} ({count, plural, one {# klient} few {# klientów} many {# klientów} other {# klienta}})?',
    };
    const checkOwner = (groups: Groups) => catalogueProblems(ownerEnglish, { language: 'pl', groups }, {});
    expect(checkOwner({ owner })).toEqual([]);
    const { ownerTitle: _, ...withoutTitle } = owner;
    expect(checkOwner({ owner: withoutTitle })).toEqual(['pl/owner.ownerTitle: missing']);
    expect(checkOwner({ owner: { ...owner, ownerSelectGroup: 'Zaznacz {product}' } })).toEqual([
      'pl/owner.ownerSelectGroup: missing {variant}',
    ]);
    // The second counted argument lacks Polish "few"; then its argument is renamed.
    const noFew = owner.ownerConfirmMany.replace(' few {# klientów}', '');
    expect(checkOwner({ owner: { ...owner, ownerConfirmMany: noFew } })).toEqual([
      'pl/owner.ownerConfirmMany: no "few" case for {count} (pl has it)',
    ]);
    const renamed = owner.ownerConfirmMany.replace('{count, plural', '{shoppers, plural');
    expect(checkOwner({ owner: { ...owner, ownerConfirmMany: renamed } })).toEqual([
      'pl/owner.ownerConfirmMany: missing {count}',
      'pl/owner.ownerConfirmMany: unknown {shoppers}',
      'pl/owner.ownerConfirmMany: not an ICU plural over {count} (one item must read as one)',
    ]);
  });

  it('covers the real owner group: in all twelve languages, every key, nothing wrong', async () => {
    const folders = await languageFolders();
    const bases = folders.filter((folder) => folder.base === undefined);
    expect(bases.map((folder) => folder.language)).toEqual([
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
    for (const folder of bases) {
      expect(Object.keys(folder.groups.owner ?? {}).sort()).toEqual(Object.keys(ENGLISH_GROUPS.owner).sort());
    }
    const byLanguage = new Map(folders.map((folder) => [folder.language, folder.groups]));
    const ownerProblems = folders.flatMap((folder) =>
      catalogueProblems(
        { owner: ENGLISH_GROUPS.owner },
        {
          language: folder.language,
          groups: { owner: folder.groups.owner ?? {} },
          base: folder.base ? { owner: byLanguage.get(folder.base)?.owner ?? {} } : undefined,
        },
        // The words that are the same as English in the language (tools/translations.ts).
        {
          da: ['ownerVariant', 'ownerConfirm'],
          nb: ['ownerVariant', 'ownerConfirm'],
          nl: ['ownerProduct', 'ownerVariant'],
          sv: ['ownerVariant'],
          es: ['ownerNo'],
          it: ['ownerNo'],
          fr: ['ownerActionsHeader'],
        },
      ),
    );
    expect(ownerProblems).toEqual([]);
  });

  it('finds English left behind, except where the language allows it', () => {
    const main = { ...pl.main, addToCart: 'Add To Cart' };
    expect(check('pl', { ...pl, main })).toEqual(['pl/main.addToCart: still English ("Add To Cart")']);
    expect(
      catalogueProblems(english, { language: 'pl', groups: { ...pl, main } }, { pl: ['addToCart'] }),
    ).toEqual([]);
  });

  it('finds two labels of one form with the same words (Hebrew State and Country)', () => {
    const forms = { formPartCountry: 'מדינה', addressState: 'מדינה', formPartCity: 'עיר' };
    const english = { forms: { formPartCountry: 'Country', addressState: 'State', formPartCity: 'City' } };
    expect(catalogueProblems(english, { language: 'he', groups: { forms } }, {})).toEqual([
      'he/forms.addressState, formPartCountry: one form shows both as "מדינה"',
    ]);
  });

  it('checks a regional catalogue key by key over its base', () => {
    const regional = { main: { addToCart: 'Dodaj do wózka' } } as never;
    expect(check('pl-xx', regional, pl)).toEqual([]);
    expect(check('pl-xx', { main: { addToBag: 'x' } } as never, pl)).toEqual([
      'pl-xx/main.addToBag: not an English key',
    ]);
  });
});

describe('typography', () => {
  it('French: a narrow no-break space before ! ? ; and a no-break space before :, curly apostrophes', () => {
    expect(typographyProblems('fr', 'added', 'Ajouté\u202f!')).toEqual([]);
    expect(typographyProblems('fr', 'added', 'Ajouté !')).toHaveLength(1);
    expect(typographyProblems('fr', 'added', 'Ajouté!')).toHaveLength(1);
    expect(typographyProblems('fr-ca', 'label', 'Prix\u00a0: {price}')).toEqual([]);
    expect(typographyProblems('fr', 'label', 'Prix : {price}')).toHaveLength(1);
    expect(typographyProblems('fr', 'subscribe', "S'abonner")).toHaveLength(1);
    expect(typographyProblems('fr', 'subscribe', 'S’abonner')).toEqual([]);
  });

  it('Japanese: full-width punctuation', () => {
    expect(typographyProblems('ja', 'label', 'セール価格:')).toHaveLength(1);
    expect(typographyProblems('ja', 'label', '{value}(売り切れ)')).toHaveLength(1);
    expect(typographyProblems('ja', 'label', '{value}（売り切れ）')).toEqual([]);
  });

  it('Hebrew: the maqaf, not a hyphen, after a prefix letter', () => {
    expect(typographyProblems('he', 'hint', 'של ה-Eircode')).toHaveLength(1);
    expect(typographyProblems('he', 'hint', 'של ה־Eircode')).toEqual([]);
  });

  it('German and Scandinavian quotation marks', () => {
    expect(typographyProblems('de', 'like', '1 „Gefällt mir“')).toEqual([]);
    expect(typographyProblems('de', 'like', '1 "Gefällt mir"')).toHaveLength(1);
    expect(typographyProblems('de', 'like', '1 “Gefällt mir”')).toHaveLength(1);
    expect(typographyProblems('sv', 'like', '”Gilla”')).toEqual([]);
    expect(typographyProblems('sv', 'like', '“Gilla”')).toHaveLength(1);
    expect(typographyProblems('nb', 'like', '«Lik»')).toEqual([]);
    expect(typographyProblems('nb', 'like', '"Lik"')).toHaveLength(1);
    expect(typographyProblems('da', 'like', '»Synes godt om«')).toEqual([]);
    expect(typographyProblems('da', 'like', '"Synes godt om"')).toHaveLength(1);
  });

  it('placeholders and ICU syntax are not text', () => {
    expect(typographyProblems('ja', 'scarcity', '{qtyInStock, plural, other {残り#点！}}')).toEqual([]);
  });
});
