// The restock sign-up command (spec 4, 8): sends the payload and says what the shopper sees.
// Failure words are failureWords' 'restock' context.
import type { KyInstance } from 'ky';
import { failureWords } from '../domain/failure-words.ts';
import type { RestockSignUpPayload } from '../domain/restock.ts';
import { signUpForRestock } from '../platform/restock-api.ts';
import type { Strings } from '../words/strings.ts';
import { restockStrings } from '../words/strings-on-demand.ts';

export type RestockResult =
  | { readonly status: 'signed-up' }
  | { readonly status: 'failed'; readonly message: string };

export interface RestockCommands {
  /** Never rejects. `failureText` is the form's fallback (a store may translate it). */
  signUp(payload: RestockSignUpPayload, failureText?: string): Promise<RestockResult>;
}

export async function signUp(
  http: KyInstance,
  strings: Strings,
  payload: RestockSignUpPayload,
  failureText: string = restockStrings.restockSubmitFailed,
): Promise<RestockResult> {
  try {
    await signUpForRestock(http, payload, strings);
    return { status: 'signed-up' };
  } catch (error) {
    return { status: 'failed', message: failureWords(error, { doing: 'restock', fallback: failureText }) };
  }
}
