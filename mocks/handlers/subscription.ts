// MSW handler for starting a subscription checkout (spec 7: POST /api/3/commerce/cart/subscription).
import { HttpResponse, http } from 'msw';
import { SUBSCRIPTION_CART_PATH } from '../../src/core/platform/paths.ts';
import type { PlatformModel, Scenario } from '../model.ts';
import { apiRoute } from './route.ts';
import { applyScenario } from './scenario.ts';

interface SubscriptionBody {
  itemId?: unknown;
  sku?: unknown;
  qty?: unknown;
  subscriptionOptionId?: unknown;
}

export function subscriptionHandlers(model: PlatformModel, scenario: () => Scenario) {
  let nextToken = 1;
  return [
    http.post(apiRoute(SUBSCRIPTION_CART_PATH), async ({ request }) => {
      const failure = await applyScenario(scenario(), request);
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
