// The one ky instance every platform call goes through: page-origin URLs, the CSRF header on
// writes, timeouts, and retries with backoff for reads only (a retried add could add twice).
import Cookies from 'js-cookie';
import ky, { type KyInstance } from 'ky';
import { CSRF_COOKIE } from '../domain/cookies.ts';
import type { z } from '../domain/zod.ts';

const REQUEST_TIMEOUT_MS = 10_000;
const READ_RETRY_LIMIT = 2;

export interface HttpOptions {
  /** Absolute or page-relative root of the platform API, e.g. "/api/". */
  readonly apiRoot?: string | undefined;
  /** Origins besides the page's own that may receive the CSRF crumb (the context's crumbOrigins). */
  readonly crumbOrigins?: readonly string[] | undefined;
  /** Injected in tests; defaults to the global fetch at call time (so MSW can patch it). */
  readonly fetch?: typeof fetch;
}

export function resolveApiRoot(apiRoot = '/api/'): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const url = new URL(apiRoot, base);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** Whether a write to `url` may carry the crumb: the page's own origin, or one the context lists. */
export function mayCarryCrumb(url: string, listed: readonly string[] = []): boolean {
  if (typeof location === 'undefined' || !URL.canParse(url)) return false;
  const { origin } = new URL(url);
  // Listed entries are read as URLs too, so "https://api.example.com/" names the same origin.
  return (
    origin === location.origin ||
    listed.some((entry) => URL.canParse(entry) && new URL(entry).origin === origin)
  );
}

export function createHttp(options: HttpOptions = {}): KyInstance {
  return ky.create({
    prefixUrl: resolveApiRoot(options.apiRoot),
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'same-origin',
    // A network failure does not say which request failed: it is noted on the error so the
    // owner's console line (errors.ts) can name the call.
    fetch: (input, init) =>
      (options.fetch ?? globalThis.fetch)(input, init).catch((error: unknown) => {
        throw Object.assign(error as object, { request: input });
      }),
    retry: {
      limit: READ_RETRY_LIMIT,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      backoffLimit: 3000,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          // The crumb goes only to the page's own origin (or one the context lists explicitly),
          // whatever apiRoot the context names.
          if (request.method !== 'GET' && mayCarryCrumb(request.url, options.crumbOrigins)) {
            const crumb = Cookies.get(CSRF_COOKIE);
            if (crumb) request.headers.set('X-CSRF-Token', crumb);
          }
        },
      ],
    },
  });
}

/**
 * A call's response checked against that call's schema. A body that is not JSON or not that
 * shape rejects with the request noted on the error, so the owner's console line names the call.
 */
export async function readBody<T>(
  method: string,
  pending: Promise<Response>,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const response = await pending;
  try {
    return schema.parse(await response.json());
  } catch (error) {
    throw Object.assign(error as object, { request: { method, url: response.url } });
  }
}
