// Which addresses taken from data (a form's redirect, a product's link, a checkout URL) the
// storefront may follow or link to: http(s), or the page's own origin. Anything else
// (javascript:, data:, vbscript:, a malformed address) is refused, so data can never make a
// link or a redirect run code.

const FOLLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** The address as given (trimmed) when it is safe to follow from `pageUrl`; else undefined. */
export function safeUrl(raw: unknown, pageUrl: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  let url: URL;
  let page: URL;
  try {
    url = new URL(text, pageUrl);
    page = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (FOLLOWED_PROTOCOLS.has(url.protocol)) return text;
  return url.origin !== 'null' && url.origin === page.origin ? text : undefined;
}

/** A refused address as a console line can show it: one line, never a page of text. */
export function describeRefusedUrl(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : String(raw);
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 80)}…` : oneLine;
}
