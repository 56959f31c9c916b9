// The server half renders in the site's language too, so hydration finds the same words: every
// group of every language, imported up front (the server bundle is not sent to shoppers).
// Which catalogues a locale gets is decided by the same function as in the browser.

import { indexCatalogues } from '../core/words/catalogues.ts';
import { englishLanguage, type Language, type Translated } from '../core/words/language.ts';
import { catalogueChain } from '../core/words/language-tags.ts';

// The owner console's group is not the server's: it renders no owner tools.
const FILES = import.meta.glob<Translated>(
  ['../core/words/strings-*/*.ts', '!../core/words/strings-*/owner.ts'],
  {
    import: 'default',
    eager: true,
  },
);

const CATALOGUES = indexCatalogues(FILES);

/** The page's language with every group loaded (English when there is no catalogue for it). */
export function languageFor(locale: string): Language {
  const chain = catalogueChain(locale, new Set(CATALOGUES.keys()));
  if (chain.length === 0) return englishLanguage(locale);
  // A regional catalogue's words over its base's, key by key (as the browser merges them).
  const group = (name: string): Translated =>
    Object.assign({}, ...chain.map((code) => CATALOGUES.get(code)?.get(name) ?? {}));
  const groups = new Map<string, Translated>();
  const translation = (name: string): Translated => {
    if (!groups.has(name)) groups.set(name, group(name));
    return groups.get(name) ?? {};
  };
  return { locale, main: translation('main'), load: () => Promise.resolve(), translation };
}
