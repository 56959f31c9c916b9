// One mapping from every way a platform call can fail to the spec's error catalogue (spec 8).
// Callers show `error.message` to shoppers and use `kind` for tracking and retry decisions.
import { HTTPError, TimeoutError } from 'ky';
import type { Strings } from '../domain/strings.ts';

export type PlatformErrorKind = 'csrf' | 'rate-limit' | 'network' | 'timeout' | 'http' | 'invalid-response';

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    readonly status: number | undefined = undefined,
    /** The server's own message, where it sent one. */
    readonly serverMessage: string | undefined = undefined,
  ) {
    super(message);
  }
}

async function readJsonBody(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function serverMessageOf(body: Record<string, unknown> | undefined): string | undefined {
  const candidate = body?.message ?? body?.error;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : undefined;
}

export async function toPlatformError(
  error: unknown,
  strings: Strings,
  cookiesEnabled: boolean = typeof navigator === 'undefined' || navigator.cookieEnabled,
): Promise<PlatformError> {
  if (error instanceof PlatformError) return error;
  if (error instanceof TimeoutError) return new PlatformError('timeout', strings.checkConnection);
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = await readJsonBody(error.response);
    if (body?.crumbFail === true) {
      return new PlatformError(
        'csrf',
        cookiesEnabled ? strings.sessionExpired : strings.enableCookies,
        status,
      );
    }
    if (status === 429) return new PlatformError('rate-limit', strings.rateLimited, status);
    const serverMessage = serverMessageOf(body);
    return new PlatformError('http', strings.tryAgain, status, serverMessage);
  }
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) {
    return new PlatformError('invalid-response', strings.tryAgain);
  }
  // fetch rejects with a TypeError when the network is down or the request is blocked.
  return new PlatformError('network', strings.checkConnection);
}
