// The page's language when it is not English: a chunk of its own that core imports only on such
// pages. Each group of each language (src/core/words/strings-<language>/<group>.ts) is a chunk too:
// the main group loads before the page's services are built, every other group the first time
// an island that speaks it mounts, so a page downloads only the groups its islands use.
// Adding a language is one folder: the glob below finds it (src/core/words/english-groups.ts).

import { indexCatalogues, loadTranslation } from '../core/words/catalogues.ts';
import { englishLanguage, type Language, type Translated } from '../core/words/language.ts';
import { catalogueChain } from '../core/words/language-tags.ts';
import type { LazyStringGroup, StringGroup } from '../core/words/string-groups.ts';
import { markIslandLanguage } from './island-language.ts';

// The template helpers' group is the server's alone and the owner group the owner entry's
// (src/owner/words.ts): left out, so no shopper chunk is made of them.
const FILES = import.meta.glob<Translated>(
  [
    '../core/words/strings-*/*.ts',
    '!../core/words/strings-*/template.ts',
    '!../core/words/strings-*/owner.ts',
  ],
  { import: 'default' },
);

const CATALOGUES = indexCatalogues(FILES);

/** The languages with a catalogue (besides English), by folder name. */
export const AVAILABLE_LANGUAGES: ReadonlySet<string> = new Set(CATALOGUES.keys());

/** One group of one catalogue; a chunk that fails to load is tried once more. */
function loadOneGroup(language: string, group: StringGroup): Promise<Translated> {
  return loadTranslation(CATALOGUES.get(language)?.get(group));
}

/** One group of the page's catalogues: a regional one's words over its base's, key by key. */
async function loadGroup(chain: readonly string[], group: StringGroup): Promise<Translated> {
  const parts = await Promise.all(chain.map((language) => loadOneGroup(language, group)));
  return Object.assign({}, ...parts) as Translated;
}

/**
 * The page's language with its main group loaded: English (nothing loaded) for English or a
 * language without a catalogue. Rejects when the main group cannot be fetched (boot then shows
 * English and says so).
 */
export async function loadLanguage(locale: string): Promise<Language> {
  const language = catalogueChain(locale, AVAILABLE_LANGUAGES);
  // No catalogue: English words, marked English on the page (a Chinese page, say).
  if (language.length === 0)
    return { ...englishLanguage(locale), markIsland: (element) => markIslandLanguage(element, 'en') };
  const main = await loadGroup(language, 'main');
  const loaded = new Map<LazyStringGroup, Translated>();
  const pending = new Map<LazyStringGroup, Promise<void>>();
  const loadOne = (group: LazyStringGroup): Promise<void> => {
    let promise = pending.get(group);
    if (!promise) {
      promise = loadGroup(language, group).then(
        (translation) => void loaded.set(group, translation),
        (error: unknown) => {
          // Not cached: the next island that needs the group tries again.
          pending.delete(group);
          throw error;
        },
      );
      pending.set(group, promise);
    }
    return promise;
  };
  return {
    locale,
    markIsland: (element) => markIslandLanguage(element, locale),
    main,
    load: (groups) => Promise.all(groups.map(loadOne)).then(() => undefined),
    translation: (group) => loaded.get(group) ?? {},
  };
}
