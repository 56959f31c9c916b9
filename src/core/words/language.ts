// The page's language, decided once at start from `website.language` (a BCP 47 tag such as
// "fr-CA"): `locale` formats money and dates, `catalogueChain` (language-tags.ts) picks the
// translation folders, `textDirection` there says how the page reads. Built before the page's
// services, so every store, command and island is created with the final words (English needs
// no download).
import type { LazyStringGroup } from './string-groups.ts';

export type Translated = Readonly<Record<string, string>>;

export interface Language {
  /** For Intl (money, dates, plural rules): the page's own tag, e.g. "pt-BR". */
  readonly locale: string;
  /** The main group's translation, loaded before the services were built (empty for English). */
  readonly main: Translated;
  /** Loads a group's translation (once); islands that speak it mount after it settles. */
  load(groups: readonly LazyStringGroup[]): Promise<void>;
  /** A loaded group's translation; empty for English or a group that has not loaded. */
  translation(group: LazyStringGroup): Translated;
  /**
   * Gives an island's element the lang and dir of its words where they differ from the page's;
   * absent on English pages (nothing to mark), so the core chunk does not carry it.
   */
  readonly markIsland?: (element: HTMLElement) => void;
}

export const DEFAULT_LOCALE = 'en-US';

/** Whether the page needs no translation at all (checked in the core chunk: keep it tiny). */
export function speaksEnglish(locale: string): boolean {
  return /^en\b/i.test(locale);
}

/** English: every group is the catalogue's own default, nothing to load. */
export function englishLanguage(locale: string = DEFAULT_LOCALE): Language {
  return { locale, main: {}, load: () => Promise.resolve(), translation: () => ({}) };
}
