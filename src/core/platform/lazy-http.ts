// The HTTP client (ky) and the call modules are chunks of their own: a product page makes no
// platform call while it loads (unless the visitor has a cart), so they load on the first call
// and, before that, when the page is idle. A chunk that cannot load becomes the catalogue's
// network failure, with a console line for the site owner.
import type { KyInstance } from 'ky';
import type { Strings } from '../words/strings.ts';
import type { HttpOptions } from './http.ts';
import { PlatformError } from './platform-error.ts';

/** The page's one HTTP client, created when it is first asked for. */
export type HttpLoader = () => Promise<KyInstance>;

/**
 * Runs `load` (a dynamic import); a failure is logged once per call with what could not load
 * and rejects with PlatformError('network'), so callers word it like any lost request.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  what: string,
  strings: Pick<Strings, 'checkConnection'>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(
      `[Storefront] could not load ${what} (${error}); the shopper is shown "${strings.checkConnection}"`,
    );
    throw new PlatformError('network', strings.checkConnection);
  }
}

/** One client per page, made on first use; a failed chunk load is tried again on the next call. */
export function lazyHttp(options: HttpOptions, strings: Pick<Strings, 'checkConnection'>): HttpLoader {
  let http: Promise<KyInstance> | undefined;
  return () => {
    if (!http) {
      const pending = loadChunk(() => import('./http.ts'), 'the platform client', strings).then((module) =>
        module.createHttp(options),
      );
      http = pending;
      pending.catch(() => {
        if (http === pending) http = undefined;
      });
    }
    return http;
  };
}
