// The HTTP client (ky) and the call modules are chunks of their own: a product page makes no
// platform call while it loads (unless the visitor has a cart), so they load on the first call
// and, before that, when the page is idle. A chunk that cannot load becomes the catalogue's
// network failure, with a console line for the site owner.
import type { KyInstance } from 'ky';
import { type Lazy, lazy } from '../base/lazy.ts';
import type { Strings } from '../words/strings.ts';
import type { HttpOptions } from './http.ts';
import { PlatformError } from './platform-error.ts';

const httpModule = lazy(() => import('./http.ts'), 'http');

/** The page's one HTTP client, created when it is first asked for. */
export type HttpLoader = () => Promise<KyInstance>;

/**
 * The chunk's module; a chunk that cannot load (twice) is logged once per call and rejects with
 * PlatformError('network'), so callers word it like any lost request.
 */
export async function loadChunk<T>(chunk: Lazy<T>, strings: Pick<Strings, 'checkConnection'>): Promise<T> {
  try {
    return await chunk.load();
  } catch (error) {
    console.warn(
      `[Storefront] ${(error as Error).message} (${(error as Error).cause ?? error}); the shopper is shown "${strings.checkConnection}"`,
    );
    throw new PlatformError('network', strings.checkConnection);
  }
}

/** One client per page, made on first use; a failed chunk load is tried again on the next call. */
export function lazyHttp(options: HttpOptions, strings: Pick<Strings, 'checkConnection'>): HttpLoader {
  let client: KyInstance | undefined;
  return async () => {
    const module = await loadChunk(httpModule, strings);
    // Set after the load, so calls that waited on it together share one client.
    client ??= module.createHttp(options);
    return client;
  };
}
