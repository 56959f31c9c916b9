// MSW handler for starting a subscription checkout (spec 7: POST /api/3/commerce/cart/subscription).
import { delay, HttpResponse, http } from 'msw';
import type { PlatformModel, Scenario } from '../model.ts';
import { SLOW_SCENARIO_DELAY_MS } from './commerce.ts';

interface SubscriptionBody {
  itemId?: unknown;
  sku?: unknown;
  qty?: unknown;
  subscriptionOptionId?: unknown;
}

/** The QA failure scenarios for a write, answered the way commerce.ts answers cart writes. */
async function scenarioResponse(scenario: Scenario): Promise<Response | undefined> {
  switch (scenario) {
    case 'slow':
      await delay(SLOW_SCENARIO_DELAY_MS);
      return undefined;
    case 'rate-limit':
      return HttpResponse.json(
        { error: 'Too Many Requests' },
        { status: 429, headers: { 'Retry-After': '1' } },
      );
    case 'server-error':
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
    case 'offline':
      return HttpResponse.error();
    case 'csrf-expired':
      return HttpResponse.json({ crumbFail: true }, { status: 403 });
    default:
      return undefined;
  }
}

export function subscriptionHandlers(model: PlatformModel, scenario: () => Scenario) {
  let nextToken = 1;
  return [
    http.post('*/api/3/commerce/cart/subscription', async ({ request }) => {
      const failure = await scenarioResponse(scenario());
      if (failure) return failure;
      const body = (await request.json().catch(() => ({}))) as SubscriptionBody;
      const product = typeof body.itemId === 'string' ? model.products.get(body.itemId) : undefined;
      const variant = product?.item.variants?.find((v) => v.sku === body.sku);
      const subscribable = product?.item.isSubscribable ?? product?.item.structuredContent?.isSubscribable;
      if (!product || !variant) return HttpResponse.json({ error: 'Unknown product.' }, { status: 404 });
      if (!subscribable)
        return HttpResponse.json({ message: 'This product is not a subscription.' }, { status: 400 });
      const qty = Number(body.qty);
      if (!Number.isInteger(qty) || qty < 1) {
        return HttpResponse.json({ message: 'Quantity must be a whole number' }, { status: 400 });
      }
      const options = product.item.structuredContent?.productSubscriptionOptions ?? [];
      if (
        body.subscriptionOptionId !== undefined &&
        !options.some((o) => o.id === body.subscriptionOptionId)
      ) {
        return HttpResponse.json({ message: 'Unknown subscription option.' }, { status: 400 });
      }
      return HttpResponse.json({ data: { cartToken: `sub-${nextToken++}-${product.item.id}` } });
    }),
  ];
}
