// The restock sign-up command (spec 4, 8): sends the payload and says what the shopper sees.
// Failure words: the server's own message where it refused the sign-up (4xx), else 'Unable to submit form.
// Please try again later.'; an expired session or a rate limit keeps the catalogue's advice.
import type { KyInstance } from 'ky';
import type { RestockSignUpPayload } from '../domain/restock.ts';
import type { Strings } from '../domain/strings.ts';
import { restockStrings } from '../domain/strings-on-demand.ts';
import { toPlatformError } from '../platform/errors.ts';
import { signUpForRestock } from '../platform/restock-api.ts';

export type RestockResult =
  | { readonly status: 'signed-up' }
  | { readonly status: 'failed'; readonly message: string };

export interface RestockCommands {
  /** Never rejects. `failureText` is the form's fallback (a store may translate it). */
  signUp(payload: RestockSignUpPayload, failureText?: string): Promise<RestockResult>;
}

export async function restockFailureMessage(
  error: unknown,
  strings: Strings,
  fallback: string,
): Promise<string> {
  const failure = await toPlatformError(error, strings);
  if (failure.kind === 'csrf' || failure.kind === 'rate-limit') return failure.message;
  // A refusal (4xx) carries words meant for the visitor; a 5xx body ('Internal Server Error') does not.
  const refused = failure.kind === 'http' && failure.status !== undefined && failure.status < 500;
  return refused && failure.serverMessage ? failure.serverMessage : fallback;
}

export async function signUp(
  http: KyInstance,
  strings: Strings,
  payload: RestockSignUpPayload,
  failureText: string = restockStrings.restockSubmitFailed,
): Promise<RestockResult> {
  try {
    await signUpForRestock(http, payload);
    return { status: 'signed-up' };
  } catch (error) {
    return { status: 'failed', message: await restockFailureMessage(error, strings, failureText) };
  }
}
