// The shopper's back-in-stock sign-up (spec 7). The owner's calls are in restock-owner-api.ts.
import type { KyInstance } from 'ky';
import type { RestockSignUpPayload } from '../domain/restock.ts';
import type { Strings } from '../words/strings.ts';
import { mapFailures } from './errors.ts';
import { RESTOCK_PATH } from './paths.ts';

/** POST /api/site-users/account/notifications/restock. The response body is not read; a failure is mapped. */
export async function signUpForRestock(
  http: KyInstance,
  payload: RestockSignUpPayload,
  strings: Strings,
): Promise<void> {
  await mapFailures(strings, () => http.post(RESTOCK_PATH, { json: payload }));
}
