// The installment provider's modal HTML (spec 7: 'A GET fetches the installment provider's modal
// HTML by shopper language and country; its address: not shown'). The address comes from the
// installments domain (page context `installmentModalUrl`, else the documented default). The
// answer is untrusted HTML: callers sanitise it before it reaches the page.
import type { KyInstance } from 'ky';
import { safeUrl } from '../domain/safe-url.ts';

export async function fetchInstallmentModal(http: KyInstance, url: string): Promise<string> {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  // The address is data (the page context): fetched only when the URL rule allows it.
  const safe = safeUrl(url, base);
  if (safe === undefined)
    throw new Error(`not fetching ${JSON.stringify(url.slice(0, 80))}: not http(s) or same-origin`);
  const absolute = new URL(safe, base);
  const sameOrigin = typeof location !== 'undefined' && absolute.origin === location.origin;
  // An absolute URL: the platform's prefix does not apply; no cookies go to another origin.
  return http
    .get(absolute.href, {
      prefixUrl: '',
      credentials: sameOrigin ? 'same-origin' : 'omit',
      headers: { Accept: 'text/html' },
    })
    .text();
}
