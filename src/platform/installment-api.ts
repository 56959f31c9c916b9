// The installment provider's modal HTML (spec 7: 'A GET fetches the installment provider's modal
// HTML by shopper language and country; its address: not shown'). The address comes from the
// installments domain (page context `installmentModalUrl`, else the documented default). The
// answer is untrusted HTML: callers sanitise it before it reaches the page.
import type { KyInstance } from 'ky';

export async function fetchInstallmentModal(http: KyInstance, url: string): Promise<string> {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const absolute = new URL(url, base);
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
