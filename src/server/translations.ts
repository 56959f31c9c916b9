// The server half renders in the site's language too, so hydration finds the same words: every
// group of every language, imported up front (the server bundle is not sent to shoppers).
// Which catalogues a locale gets is decided by the same function as in the browser.

import { englishLanguage, type Language, type Translated } from '../core/words/language.ts';
import { catalogueChain } from '../core/words/language-tags.ts';
import { STRING_GROUPS } from '../core/words/string-groups.ts';

// The owner console's group is not the server's: it renders no owner tools.
const FILES = import.meta.glob<Translated>(
  ['../core/words/strings-*/*.ts', '!../core/words/strings-*/owner.ts'],
  {
    import: 'default',
    eager: true,
  },
);

const CATALOGUES = new Map<string, Map<string, Translated>>();
for (const [path, translation] of Object.entries(FILES)) {
  const match = /strings-([\w-]+)\/([\w-]+)\.ts$/.exec(path);
  const [language = '', group = ''] = [match?.[1], match?.[2]];
  if (!CATALOGUES.has(language)) CATALOGUES.set(language, new Map());
  CATALOGUES.get(language)?.set(group, translation);
}

/** The page's language with every group loaded (English when there is no catalogue for it). */
export function languageFor(locale: string): Language {
  const chain = catalogueChain(locale, new Set(CATALOGUES.keys()));
  if (chain.length === 0) return englishLanguage(locale);
  // A regional catalogue's words over its base's, key by key (as the browser merges them).
  const group = (name: string): Translated =>
    Object.assign({}, ...chain.map((code) => CATALOGUES.get(code)?.get(name) ?? {}));
  const groups = new Map(Object.keys(STRING_GROUPS).map((name) => [name, group(name)]));
  return {
    locale,
    main: groups.get('main') ?? {},
    load: () => Promise.resolve(),
    translation: (name) => groups.get(name) ?? {},
  };
}
