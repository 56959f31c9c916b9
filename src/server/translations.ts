// The server half renders in the site's language too, so hydration finds the same words: every
// group of every language, imported up front (the server bundle is not sent to shoppers).
// Which catalogue a locale gets is decided by the same function as in the browser.
import { catalogueLanguage, englishLanguage, type Language, type Translated } from '../domain/language.ts';

const FILES = import.meta.glob<Translated>('../domain/strings-*/*.ts', { import: 'default', eager: true });

const CATALOGUES = new Map<string, Map<string, Translated>>();
for (const [path, translation] of Object.entries(FILES)) {
  const match = /strings-([\w-]+)\/([\w-]+)\.ts$/.exec(path);
  const [language = '', group = ''] = [match?.[1], match?.[2]];
  if (!CATALOGUES.has(language)) CATALOGUES.set(language, new Map());
  CATALOGUES.get(language)?.set(group, translation);
}

/** The page's language with every group loaded (English when there is no catalogue for it). */
export function languageFor(locale: string): Language {
  const code = catalogueLanguage(locale, new Set(CATALOGUES.keys()));
  const groups = code ? CATALOGUES.get(code) : undefined;
  if (!groups) return englishLanguage(locale);
  return {
    locale,
    main: groups.get('main') ?? {},
    load: () => Promise.resolve(),
    translation: (group) => groups.get(group) ?? {},
  };
}
