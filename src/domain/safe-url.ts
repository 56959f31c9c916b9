// Which addresses taken from data (a form's redirect, a product's link, a checkout URL) the
// storefront may follow or link to: http(s), or the page's own origin. Anything else
// (javascript:, data:, vbscript:, a malformed address) is refused, so data can never make a
// link or a redirect run code.

/** The address as given (trimmed) when it is safe to follow from `pageUrl`; else undefined. */
export function safeUrl(raw: unknown, pageUrl: string): string | undefined {
  const text = typeof raw === 'string' ? raw.trim() : '';
  try {
    const { protocol, origin } = new URL(text, pageUrl);
    // http(s) anywhere, or the page's own origin ('null' is the origin of javascript: and data:).
    if (text && (/^https?:$/.test(protocol) || (origin !== 'null' && origin === new URL(pageUrl).origin)))
      return text;
  } catch {
    // Not an address at all: refused below.
  }
  return undefined;
}
