// The page's language, decided once at start from `website.language` (a BCP 47 tag such as
// "fr-CA"): `locale` formats money and dates, `catalogueLanguage` picks the translation folder,
// `direction` says how the page reads. Built before the page's services, so every store,
// command and island is created with the final words (English needs no download).
import { own } from './own.ts';
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

// Tags whose catalogue has another name: Norwegian without a script, the old Hebrew code, and
// Portuguese, whose one catalogue is Brazilian.
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', iw: 'he', pt: 'pt-br' };

/**
 * The catalogue folder for a locale among those that exist: the region-specific one first
 * ("pt-br"), then the language ("pt"), then its alias; undefined means English.
 */
export function catalogueLanguage(locale: string, available: ReadonlySet<string>): string | undefined {
  const tag = locale.trim().toLowerCase().replaceAll('_', '-');
  const base = tag.split('-')[0] ?? '';
  for (const candidate of [tag, base, own(ALIASES, base)]) {
    if (candidate && candidate !== 'en' && available.has(candidate)) return candidate;
  }
  return undefined;
}

const RIGHT_TO_LEFT = new Set(['he', 'ar', 'fa', 'ur', 'yi']);

/** How the language reads; the page's own `dir` lays the islands out (they use logical CSS). */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const base = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT.has(own(ALIASES, base) ?? base) ? 'rtl' : 'ltr';
}
