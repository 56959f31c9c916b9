// The order and names of a multi-part field's parts in the page's language: a date's parts in
// the order the locale writes them (Intl.DateTimeFormat: 年月日 in Japanese, day first in
// Europe), a name family name first where the language puts it first, and country names as the
// language calls them (Intl.DisplayNames). The answers keep their part names and values.
import type { MultiPartKind } from './constants.ts';

// Languages that write the family name before the given name.
const FAMILY_NAME_FIRST = new Set(['ja', 'zh', 'ko', 'hu', 'vi', 'mn']);

const languageOf = (locale: string) => locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The date parts (Year, Month, Day) in the order `locale` writes a numeric date. */
function dateOrder(locale: string): readonly string[] | undefined {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.UTC(2001, 10, 22)))
      .map((part) => part.type);
    const order = parts.filter((type) => type === 'year' || type === 'month' || type === 'day');
    return order.length === 3 ? order.map((type) => type.charAt(0).toUpperCase() + type.slice(1)) : undefined;
  } catch {
    return undefined;
  }
}

/** `parts` of a `kind` field in the order the page's language puts them. */
export function partsInOrder(
  kind: MultiPartKind,
  parts: readonly string[],
  locale: string,
): readonly string[] {
  if (kind === 'name' && FAMILY_NAME_FIRST.has(languageOf(locale))) return [...parts].reverse();
  if (kind !== 'date') return parts;
  const order = dateOrder(locale);
  if (!order || order.some((part) => !parts.includes(part))) return parts;
  return order;
}

/** A country's name in the page's language; `fallback` (its English name) when Intl has none. */
export function countryName(code: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
