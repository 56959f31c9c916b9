// What a language tag means for the catalogues and the layout: which catalogue folders a locale
// reads (its base language's, then its region's) and which way it reads. Kept out of
// language.ts, which the core chunk carries: only the language chunk and the server need these.
import { own } from '../base/own.ts';

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
