// What <squarespace:query> keeps of a collection's items, by the tag's attributes as the
// platform documents them: featured="true" (items marked featured, `starred`), category and tag
// (comma-separated: an item with any of them), skip (at most 10) and limit (at most 100, the
// platform's cap per query, which also holds without a limit). Filters first, then skip and limit.

export const QUERY_MAX_LIMIT = 100;
export const QUERY_MAX_SKIP = 10;

type Attributes = Readonly<Record<string, string | undefined>>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The comma-separated names of an attribute; empty when it is absent. */
function names(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** True when the item's list `field` holds any of `wanted` (always, when nothing is wanted). */
function hasAny(item: unknown, field: 'categories' | 'tags', wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const list = isRecord(item) ? item[field] : undefined;
  return Array.isArray(list) && list.some((name) => typeof name === 'string' && wanted.includes(name));
}

/** A whole number attribute at most `max` (clamped, and reported); `fallback` when absent or not one. */
function count(
  attributes: Attributes,
  name: 'limit' | 'skip',
  max: number,
  fallback: number,
  report: (message: string) => void,
): number {
  const value = attributes[name];
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim())) {
    report(`${name}="${value}" is not a whole number; ignored`);
    return fallback;
  }
  const number = Number(value.trim());
  if (number <= max) return number;
  report(`${name}="${value}" is over ${max}, the platform's most; ${max} used`);
  return max;
}

function featuredOnly(attributes: Attributes, report: (message: string) => void): boolean {
  const value = attributes.featured?.trim().toLowerCase();
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  report(`featured="${attributes.featured}" is neither true nor false; ignored`);
  return false;
}

/** The items the query shows, in the order given; problems with its attributes go to `report`. */
export function queryItems(
  items: readonly unknown[],
  attributes: Attributes,
  report: (message: string) => void,
): unknown[] {
  const featured = featuredOnly(attributes, report);
  const categories = names(attributes.category);
  const tags = names(attributes.tag);
  const skip = count(attributes, 'skip', QUERY_MAX_SKIP, 0, report);
  const limit = count(attributes, 'limit', QUERY_MAX_LIMIT, QUERY_MAX_LIMIT, report);
  return items
    .filter((item) => !featured || (isRecord(item) && item.starred === true))
    .filter((item) => hasAny(item, 'categories', categories) && hasAny(item, 'tags', tags))
    .slice(skip, skip + limit);
}
