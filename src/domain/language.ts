// The page's language, decided once at start from `website.language` (a BCP 47 tag such as
// "fr-CA"): `locale` formats money and dates, `catalogueChain` picks the translation folders,
// `direction` says how the page reads. Built before the page's services, so every store,
// command and island is created with the final words (English needs no download).
import { own } from './own.ts';
import type { LazyStringGroup } from './string-groups.ts';

export type Translated = Readonly<Record<string, string>>;

export interface Language {
  /** For Intl (money, dates, plural rules): the page's own tag, e.g. "pt-BR". */
  readonly locale: string;
  /** The language of the words shown: the locale, or "en" when it has no catalogue (or failed). */
  readonly words: string;
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
  const words = speaksEnglish(locale) ? locale : 'en';
  return { locale, words, main: {}, load: () => Promise.resolve(), translation: () => ({}) };
}

// Tags whose catalogue has another name: Norwegian without a script, the old Hebrew code, and
// Portuguese, whose base catalogue is Brazilian (pt-PT is its regional catalogue).
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', iw: 'he', pt: 'pt-br' };

/** Spanish outside Spain reads the Latin American catalogue (es-MX, es-AR, es-CO, es-US…). */
function regionalTag(tag: string, base: string): string {
  const region = tag
    .split('-')
    .slice(1)
    .find((part) => /^([a-z]{2}|\d{3})$/.test(part));
  if (base === 'es' && region && region !== 'es') return 'es-419';
  return region ? `${base}-${region}` : tag;
}

/**
 * The catalogue folders for a locale among those that exist, base first: the language's
 * ("fr", or its alias), then its region's ("fr-ca"), which holds only the words that differ
 * and falls back per key to the base. Empty means English.
 */
export function catalogueChain(locale: string, available: ReadonlySet<string>): readonly string[] {
  const tag = locale.trim().toLowerCase().replaceAll('_', '-');
  const base = tag.split('-')[0] ?? '';
  if (base === 'en') return [];
  const chain: string[] = [];
  for (const candidate of [base, own(ALIASES, base)]) {
    if (candidate && available.has(candidate)) {
      chain.push(candidate);
      break;
    }
  }
  const regional = regionalTag(tag, base);
  if (available.has(regional) && !chain.includes(regional)) chain.push(regional);
  return chain;
}

const RIGHT_TO_LEFT = new Set(['he', 'ar', 'fa', 'ur', 'yi']);

/** How the language reads; the page's own `dir` lays the islands out (they use logical CSS). */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const base = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT.has(own(ALIASES, base) ?? base) ? 'rtl' : 'ltr';
}
