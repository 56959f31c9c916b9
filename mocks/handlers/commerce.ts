// MSW handlers for the commerce calls the storefront makes, over the in-memory platform model.
// Paths match under any prefix ("*/api/...") so each demo shop can have its own API root.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { CART_COOKIE } from '../../src/domain/cookies.ts';
import { shopByPrefix } from '../fixtures/shops.ts';
import { cartJson, OutOfStockError, type PlatformModel, type Scenario, UnknownItemError } from '../model.ts';
import { applyScenario } from './scenario.ts';

export const OUT_OF_STOCK_MESSAGE = 'Sorry, we do not have enough of that item available.';

export function shopOf(request: Request) {
  const path = new URL(request.url).pathname;
  return shopByPrefix(path.slice(0, path.indexOf('/api/')));
}

/**
 * The visitor's cart token. Under Node, MSW merges document.cookie and its own jar into one
 * Cookie header ("tok, CART=tok"), so only the first value is taken.
 */
export function cartToken(cookies: Record<string, string>): string | undefined {
  return cookies[CART_COOKIE]?.split(/[,;]/)[0]?.trim() || undefined;
}

function json(body: JsonBodyType, init?: ResponseInit) {
  return HttpResponse.json(body, init);
}

interface AddBody {
  itemId?: unknown;
  sku?: unknown;
  quantity?: unknown;
  additionalFields?: unknown;
}

export function commerceHandlers(model: PlatformModel, scenario: () => Scenario) {
  return [
    // Mock-only: forget the visitor, as clearing site data would. MSW keeps its own cookie jar
    // beside document.cookie, so the cookie is expired through a response as well.
    http.post('*/__mock/forget-visitor', () =>
      HttpResponse.json({}, { headers: { 'Set-Cookie': `${CART_COOKIE}=; Max-Age=0; Path=/` } }),
    ),

    http.get('*/api/commerce/shopping-cart', async ({ request, cookies }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const shop = shopOf(request);
      return json(cartJson(model.cart(cartToken(cookies), shop.websiteId), shop.websiteId, shop.currency));
    }),

    http.post('*/api/commerce/shopping-cart/entries', async ({ request, cookies }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const shop = shopOf(request);
      const body = (await request.json().catch(() => ({}))) as AddBody;
      const quantity = Number(body.quantity);
      if (
        typeof body.itemId !== 'string' ||
        typeof body.sku !== 'string' ||
        !Number.isInteger(quantity) ||
        quantity < 1
      ) {
        return json({ error: 'Invalid cart entry.' }, { status: 400 });
      }
      const existing = cartToken(cookies);
      const token = model.knowsToken(existing) ? existing : model.newToken();
      try {
        const { cart, entry } = model.addEntry(token, shop.websiteId, {
          itemId: body.itemId,
          sku: body.sku,
          quantity,
          additionalFields: typeof body.additionalFields === 'string' ? body.additionalFields : null,
        });
        const shoppingCart = cartJson(cart, shop.websiteId, shop.currency);
        const newlyAdded = shoppingCart.entries.find((e) => e.id === entry.id) ?? null;
        const headers: Record<string, string> = existing
          ? {}
          : { 'Set-Cookie': `${CART_COOKIE}=${token}; Path=/` };
        return json({ shoppingCart, newlyAdded }, { headers });
      } catch (error) {
        if (error instanceof OutOfStockError) return json({ message: OUT_OF_STOCK_MESSAGE }, { status: 409 });
        if (error instanceof UnknownItemError) return json({ error: 'Unknown product.' }, { status: 404 });
        throw error;
      }
    }),

    http.get('*/api/commerce/inventory/stock/', async ({ request }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const itemId = new URL(request.url).searchParams.get('itemId') ?? '';
      try {
        return json({ results: model.stockForItem(itemId) });
      } catch {
        return json({ error: 'Unknown product.' }, { status: 404 });
      }
    }),
  ];
}
