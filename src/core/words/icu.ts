// ICU message formatting (plural, select, number) with intl-messageformat: no eval or
// new Function, so it runs under a strict CSP. Only the lazy islands that need ICU import this.
import { IntlMessageFormat } from 'intl-messageformat';

const cache = new Map<string, IntlMessageFormat | null>();
/** Parsed messages kept per locale and text; a page has a handful. */
const ICU_CACHE_LIMIT = 100;

function compiled(message: string, locale: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${message}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let format: IntlMessageFormat | null;
  try {
    // Tags are not ICU to a merchant: "<3" or "<b>" in a scarcity text is text (shown as text,
    // never markup), not a malformed rich-text message that would hide the whole line.
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
  } catch {
    format = null;
  }
  if (cache.size >= ICU_CACHE_LIMIT) cache.clear();
  cache.set(key, format);
  return format;
}

type IcuResult = { ok: true; text: string } | { ok: false; problem: string };

/** Formats `message` with `values`; a malformed message or missing value is a problem, not a throw. */
export function formatIcu(
  message: string,
  values: Readonly<Record<string, string | number>>,
  locale: string,
): IcuResult {
  const format = compiled(message, locale);
  if (!format) return { ok: false, problem: `"${message}" is not a valid ICU message` };
  try {
    const text = format.format<string>(values);
    return { ok: true, text: Array.isArray(text) ? text.join('') : String(text) };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
