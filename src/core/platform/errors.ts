// One mapping from every way a platform call can fail to the spec's error catalogue (spec 8).
// Callers show `error.message` to shoppers and use `kind` for tracking and retry decisions.
import { HTTPError, TimeoutError } from 'ky';
import { failureWords } from '../domain/failure-words.ts';
import { describeIssue, type z } from '../domain/zod.ts';
import type { Strings } from '../words/strings.ts';
import { isOutcomeUnknown } from './outcome.ts';
import { PlatformError } from './platform-error.ts';

export { PlatformError, type PlatformErrorKind } from './platform-error.ts';

/** The one reader of a failed answer's body: its JSON object, or undefined when it has none. */
async function failureBody(response: Response): Promise<Record<string, unknown> | undefined> {
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

// zod/mini's errors are named "$ZodError" (zod's "ZodError").
const isZodError = (error: unknown): error is z.core.$ZodError =>
  error instanceof Error && /ZodError$/.test(error.name);

/** How often each failed call (method, path, status) was logged on this page. */
const failures = new Map<string, number>();

/**
 * The site owner's console line for a failed call, from the one mapping every failure passes
 * through (so no caller logs its own): method, path, status and what the shopper is shown. The
 * same failure again is only counted, and logged again at 10, 100, 1000… times.
 */
function logFailure(error: unknown, mapped: PlatformError, outcome: string): void {
  // ky's HTTPError and TimeoutError carry their request; http.ts adds it to network and
  // unexpected-response errors.
  const request = (error as { request?: { method: string; url: string } }).request;
  const call = request ? `${request.method} ${new URL(request.url, location.href).pathname}` : 'a call';
  const status = mapped.status ? `HTTP ${mapped.status}` : mapped.kind;
  const key = `${call} ${status}`;
  const count = (failures.get(key) ?? 0) + 1;
  failures.set(key, count);
  if (count === 1 || /^10+$/.test(`${count}`)) {
    const detail = isZodError(error) ? ` (${describeIssue(error)})` : '';
    console.warn(
      `[Storefront] ${call} failed${count > 1 ? ` ${count} times` : ''}: ${status}${detail}; ${outcome}`,
    );
  }
}

/** Every failed call so far ("METHOD /path HTTP 500" -> count), for Storefront.debug(). */
export const failedCalls = (): ReadonlyMap<string, number> => failures;

/** Tests only: forget the failures logged so far. */
export function resetFailureLog(): void {
  failures.clear();
}

/**
 * How a caller words a failure for its own shoppers (the forms' status table): `reword` turns the
 * shared mapping into the caller's error, `shown` names the words the shopper reads, so the
 * console line quotes what is actually on the page.
 */
interface FailureWording<T extends PlatformError> {
  readonly reword: (mapped: PlatformError) => T | Promise<T>;
  readonly shown: (error: T) => string;
  /**
   * A cart write whose answer was lost is not yet a failure the shopper sees: the store reads the
   * cart again and says what it found (store/cart-outcomes.ts), so this line says only that.
   */
  readonly rereadWhenLost?: boolean;
}

/** What a cart write's lost answer leads to, in the console line of its failure. */
const LOST_WRITE_NOTE =
  'its outcome is unknown, so the cart is read again to see whether the platform applied it';

const cartWording = (rereadWhenLost: boolean): FailureWording<PlatformError> => ({
  reword: (mapped) => mapped,
  shown: (mapped) => failureWords(mapped, { doing: 'cart', unexpected: mapped.message }),
  rereadWhenLost,
});

export async function toPlatformError(
  error: unknown,
  strings: Strings,
  cookiesEnabled?: boolean,
): Promise<PlatformError>;
export async function toPlatformError<T extends PlatformError>(
  error: unknown,
  strings: Strings,
  cookiesEnabled: boolean | undefined,
  wording: FailureWording<T>,
): Promise<T>;
export async function toPlatformError(
  error: unknown,
  strings: Strings,
  cookiesEnabled: boolean = typeof navigator === 'undefined' || navigator.cookieEnabled,
  wording: FailureWording<PlatformError> = cartWording(false),
): Promise<PlatformError> {
  // Already mapped (and logged where it was mapped): only the caller's wording applies.
  if (error instanceof PlatformError) return wording.reword(error);
  const mapped = await wording.reword(await mapFailure(error, strings, cookiesEnabled));
  const lost = wording.rereadWhenLost === true && isOutcomeUnknown(mapped);
  logFailure(error, mapped, lost ? LOST_WRITE_NOTE : `the shopper is shown "${wording.shown(mapped)}"`);
  return mapped;
}

/**
 * Runs one call; a failure leaves it mapped once, here where the call is made. `write`: a cart
 * write, whose lost answer makes the store read the cart again (its console line says so).
 */
export async function mapFailures<T>(
  strings: Strings,
  run: () => Promise<T>,
  write: 'cart-write' | undefined = undefined,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toPlatformError(error, strings, undefined, cartWording(write === 'cart-write'));
  }
}

async function mapFailure(error: unknown, strings: Strings, cookiesEnabled: boolean): Promise<PlatformError> {
  if (error instanceof TimeoutError) return new PlatformError('timeout', strings.checkConnection);
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = await failureBody(error.response);
    if (body?.crumbFail === true) {
      return new PlatformError(
        'csrf',
        cookiesEnabled ? strings.sessionExpired : strings.enableCookies,
        status,
        undefined,
        body,
      );
    }
    if (status === 429) return new PlatformError('rate-limit', strings.rateLimited, status, undefined, body);
    return new PlatformError('http', strings.tryAgain, status, serverMessageOf(body), body);
  }
  if (error instanceof SyntaxError || isZodError(error)) {
    return new PlatformError('invalid-response', strings.tryAgain);
  }
  // fetch rejects with a TypeError when the network is down or the request is blocked.
  return new PlatformError('network', strings.checkConnection);
}
