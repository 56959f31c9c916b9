// The one rule for addresses taken from data (a button's link, a form's redirect, a product's
// link, a checkout URL, an image or audio source, a URL a server fragment prints), in the browser
// and the server half alike: http(s) anywhere, or the page's own origin (a relative address).
// `mailto:`/`tel:` (links meant for them) and `data:` (media sources) only where a caller asks.
// It is decided by the URL parser, as the browser will read the address: the parser drops tabs
// and newlines anywhere and control characters at either end, so 'java\tscript:' is javascript:
// to it, and to this rule. Anything else (javascript:, data: links, vbscript:, blob: of another
// origin, a malformed address) is refused, so data can never make a link, a source or a
// redirect run code. `npm run check` (tools/url-rule.ts) refuses regular-expression scheme
// checks anywhere else.

/** Schemes a caller may allow besides http(s): links meant for them, or media sources. */
type ExtraScheme = 'mailto:' | 'tel:' | 'data:';

/** The page a server fragment's relative address is read against (the server does not know the page's origin). */
export const SERVER_PAGE = 'https://page.invalid/';

/** The page's address in a browser; the placeholder on the server. */
function currentPage(): string {
  return typeof location === 'object' && location !== null && typeof location.href === 'string'
    ? location.href
    : SERVER_PAGE;
}

const TAB_OR_NEWLINE = new Set(['\t', '\n', '\r']);

/** What the URL parser reads: no tab or newline anywhere, no C0 control or space at either end. */
function asParsed(raw: string): string {
  let text = raw;
  if (raw.includes('\t') || raw.includes('\n') || raw.includes('\r')) {
    text = '';
    for (const char of raw) if (!TAB_OR_NEWLINE.has(char)) text += char;
  }
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

/**
 * The address (as the parser reads it, so the browser sees what was checked) when it is safe to
 * follow or load from `pageUrl`; else undefined.
 */
export function safeUrl(
  raw: unknown,
  pageUrl: string = currentPage(),
  extra: readonly ExtraScheme[] = [],
): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = asParsed(raw);
  if (text === '') return undefined;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(text, page);
  } catch {
    return undefined;
  }
  const { protocol } = url;
  if (protocol === 'http:' || protocol === 'https:') return text;
  if ((extra as readonly string[]).includes(protocol)) return text;
  // The page's own origin ('null' is the origin of javascript: and data:).
  return url.origin !== 'null' && url.origin === page.origin ? text : undefined;
}

/** A media source (an image or audio file, a srcset candidate): as safeUrl, and data: too. */
export function safeMediaUrl(raw: unknown, pageUrl: string = currentPage()): string | undefined {
  return safeUrl(raw, pageUrl, ['data:']);
}

/** True when every candidate of a srcset ("a.png 1x, b.png 2x") is a safe media source. */
export function safeSrcSet(srcSet: string): boolean {
  return srcSet
    .split(',')
    .every(
      (candidate) => candidate.trim() === '' || safeMediaUrl(candidate.trim().split(/\s+/)[0]) !== undefined,
    );
}
