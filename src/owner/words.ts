// The restock console's words in the page's language: the `owner` string group of the page's
// catalogues (src/core/words/strings-<language>/owner.ts, one chunk per language, loaded by the owner
// entry only), a regional catalogue's words over its base's, English for any key or language
// without a translation. A chunk that cannot be loaded leaves the console in English and says so
// in the console, as the browser entry does for the shopper's words.
import { indexCatalogues, loadTranslation } from '../core/words/catalogues.ts';
import { formatIcu } from '../core/words/icu.ts';
import type { Translated } from '../core/words/language.ts';
import { catalogueChain, textDirection } from '../core/words/language-tags.ts';
import { resolveCatalogue } from '../core/words/strings.ts';
import { ownerRestockStrings } from '../core/words/strings-on-demand.ts';

type OwnerStrings = { readonly [K in keyof typeof ownerRestockStrings]: string };
type OwnerKey = keyof OwnerStrings;
type GroupFiles = Readonly<Record<string, () => Promise<Translated>>>;

export interface OwnerWords {
  /** The language of the words shown: the page's, or English when they are English. */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly strings: OwnerStrings;
  /** A message with its values: ICU, so counted words agree with their number. */
  say(key: OwnerKey, values?: Readonly<Record<string, string | number>>): string;
  /** A number as the language writes it ('1,200', '1 200'). */
  number(value: number): string;
}

const FILES: GroupFiles = import.meta.glob<Translated>('../core/words/strings-*/owner.ts', {
  import: 'default',
});

/** One language's file; a chunk that fails to load is tried once more (as the shopper's are). */
/** The console's words from the strings of `locale` (English ones for keys they lack). */
function ownerWords(locale: string, translated: Translated = {}): OwnerWords {
  const strings = resolveCatalogue(ownerRestockStrings, translated);
  const numbers = new Intl.NumberFormat(locale);
  return {
    locale,
    dir: textDirection(locale),
    strings,
    say(key, values = {}) {
      const result = formatIcu(strings[key], values, locale);
      // A broken message shows as written rather than hiding the line.
      return result.ok ? result.text : strings[key];
    },
    number: (value) => numbers.format(value),
  };
}

/** English: what the console says when the page's language has no words for it. */
export const ENGLISH_OWNER_WORDS: OwnerWords = ownerWords('en');

/**
 * The console's words for the page's `locale`. English (nothing loaded) for English or a language
 * without an owner catalogue; English with a console warning when a catalogue fails to load.
 */
export async function loadOwnerWords(locale: string, files: GroupFiles = FILES): Promise<OwnerWords> {
  const catalogues = indexCatalogues(files);
  const chain = catalogueChain(locale, new Set(catalogues.keys()));
  if (chain.length === 0) return ENGLISH_OWNER_WORDS;
  try {
    const parts = await Promise.all(
      chain.map((language) => loadTranslation(catalogues.get(language)?.get('owner'))),
    );
    return ownerWords(locale, Object.assign({}, ...parts) as Translated);
  } catch (error) {
    console.warn(
      `[Storefront] the ${locale} words of the restock console could not be loaded; showing English: ${error}`,
    );
    return ENGLISH_OWNER_WORDS;
  }
}
