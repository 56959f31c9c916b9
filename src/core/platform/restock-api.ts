// The shopper's back-in-stock sign-up (spec 7). The owner's calls are in src/owner/restock-owner-api.ts.
import type { KyInstance } from 'ky';
import type { RestockSignUpPayload } from '../domain/restock.ts';
import { z } from '../domain/zod.ts';
import type { Strings } from '../words/strings.ts';
import { mapFailures } from './errors.ts';
import { readBody } from './http.ts';
import { RESTOCK_PATH } from './paths.ts';

/**
 * The platform's answer to a sign-up: a JSON object (its fields are not read). Anything else with
 * a 2xx (an empty 202 from a server that did not process it, an HTML page) is not the platform
 * saying yes, so it is a failure, never 'Signed up!' (issue 49.11).
 */
const SignUpAnswerSchema = z.looseObject({});

/** POST /api/site-users/account/notifications/restock; a body that is not the platform's answer, like any failure, is mapped. */
export async function signUpForRestock(
  http: KyInstance,
  payload: RestockSignUpPayload,
  strings: Strings,
): Promise<void> {
  await mapFailures(strings, () =>
    readBody('POST', http.post(RESTOCK_PATH, { json: payload }), SignUpAnswerSchema),
  );
}
