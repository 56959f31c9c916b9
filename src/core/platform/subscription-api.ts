// Subscription checkout start (spec 7: POST /api/3/commerce/cart/subscription -> data.cartToken).
import type { KyInstance } from 'ky';
import { z } from '../domain/zod.ts';
import type { Strings } from '../words/strings.ts';
import { mapFailures } from './errors.ts';
import { readBody } from './http.ts';
import { SUBSCRIPTION_CART_PATH } from './paths.ts';

const SubscriptionResponseSchema = z.looseObject({
  data: z.looseObject({ cartToken: z.string().check(z.minLength(1)) }),
});

export interface SubscriptionRequest {
  readonly itemId: string;
  readonly sku: string;
  readonly qty: number;
  /** JSON text of a custom form's answers. */
  readonly additionalFields?: string | undefined;
  readonly subscriptionOptionId?: string | undefined;
}

/** Starts a subscription checkout; resolves with its cart token, rejects with a PlatformError. */
export async function startSubscription(
  http: KyInstance,
  request: SubscriptionRequest,
  strings: Strings,
): Promise<string> {
  return mapFailures(strings, async () => {
    const body = await readBody(
      'POST',
      http.post(SUBSCRIPTION_CART_PATH, {
        json: {
          itemId: request.itemId,
          sku: request.sku,
          qty: request.qty,
          additionalFields: request.additionalFields ?? null,
          ...(request.subscriptionOptionId ? { subscriptionOptionId: request.subscriptionOptionId } : {}),
        },
      }),
      SubscriptionResponseSchema,
    );
    return body.data.cartToken;
  });
}
