// MSW handlers for the commerce calls the storefront makes, over the in-memory platform model.
// Paths match under any prefix ("*/api/...") so each demo shop can have its own API root.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { CART_COOKIE } from '../../src/core/domain/cookies.ts';
import {
  CART_ENTRIES_PATH,
  CART_ENTRY_ANSWERS_PATH,
  CART_ENTRY_PATH,
  CART_PATH,
  STOCK_PATH,
  WISHLIST_PATH,
} from '../../src/core/platform/paths.ts';
import { shopByPrefix } from '../fixtures/shops.ts';
import {
  cartJson,
  OutOfStockError,
  type PlatformModel,
  type Scenario,
  UnknownEntryError,
  UnknownItemError,
} from '../model.ts';
import { apiRoute } from './route.ts';
import { applyScenario, withScenario } from './scenario.ts';

const OUT_OF_STOCK_MESSAGE = 'Sorry, we do not have enough of that item available.';

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

/** The platform's answer to a failed cart write. */
function failure(error: unknown) {
  if (error instanceof OutOfStockError) return json({ message: OUT_OF_STOCK_MESSAGE }, { status: 409 });
  if (error instanceof UnknownItemError) return json({ error: 'Unknown product.' }, { status: 404 });
  if (error instanceof UnknownEntryError) return json({ error: 'Unknown cart entry.' }, { status: 404 });
  throw error;
}

/** Runs one cart call under the QA scenario (faults, delays, a dropped answer after applying). */
type CartCall = (request: Request, apply: () => Response | Promise<Response>) => Promise<Response>;

export function commerceHandlers(model: PlatformModel, scenario: () => Scenario) {
  const cartCall: CartCall = (request, apply) =>
    withScenario(
      scenario(),
      request,
      apply,
      () => model.random(),
      (fault) => model.noteFault(fault),
    );
  return [
    forgetVisitorHandler(),
    ...cartHandlers(model, cartCall),
    stockHandler(model, scenario),
    wishlistHandler(model, scenario),
  ];
}

// Mock-only: forget the visitor, as clearing site data would. MSW keeps its own cookie jar
// beside document.cookie, so the cookie is expired through a response as well.
function forgetVisitorHandler() {
  return http.post('*/__mock/forget-visitor', () =>
    HttpResponse.json({}, { headers: { 'Set-Cookie': `${CART_COOKIE}=; Max-Age=0; Path=/` } }),
  );
}

/** The shopping-cart routes: read, add, change a quantity, remove, edit an entry's form answers. */
function cartHandlers(model: PlatformModel, cartCall: CartCall) {
  return [
    http.get(apiRoute(CART_PATH), ({ request, cookies }) =>
      cartCall(request, () => {
        const shop = shopOf(request);
        return json(cartJson(model.cart(cartToken(cookies), shop.websiteId), shop.websiteId, shop.currency));
      }),
    ),
    addEntryHandler(model, cartCall),
    setQuantityHandler(model, cartCall),
    removeEntryHandler(model, cartCall),
    setAnswersHandler(model, cartCall),
  ];
}

/** Adding to the cart; a visitor without a known cart gets a new token in a cookie. */
function addEntryHandler(model: PlatformModel, cartCall: CartCall) {
  return http.post(apiRoute(CART_ENTRIES_PATH), ({ request, cookies }) =>
    cartCall(request, async () => {
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
        return failure(error);
      }
    }),
  );
}

// docs/decisions.md "Cart entry changes": PUT { quantity } and DELETE on one entry.
function setQuantityHandler(model: PlatformModel, cartCall: CartCall) {
  return http.put(apiRoute(CART_ENTRY_PATH), ({ request, cookies, params }) =>
    cartCall(request, async () => {
      const shop = shopOf(request);
      const body = (await request.json().catch(() => ({}))) as { quantity?: unknown };
      const quantity = Number(body.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999)
        return json({ error: 'Invalid quantity.' }, { status: 400 });
      try {
        const cart = model.setQuantity(cartToken(cookies), shop.websiteId, String(params.entryId), quantity);
        return json({ shoppingCart: cartJson(cart, shop.websiteId, shop.currency) });
      } catch (error) {
        return failure(error);
      }
    }),
  );
}

function removeEntryHandler(model: PlatformModel, cartCall: CartCall) {
  return http.delete(apiRoute(CART_ENTRY_PATH), ({ request, cookies, params }) =>
    cartCall(request, () => {
      const shop = shopOf(request);
      try {
        const cart = model.removeEntry(cartToken(cookies), shop.websiteId, String(params.entryId));
        return json({ shoppingCart: cartJson(cart, shop.websiteId, shop.currency) });
      } catch (error) {
        return failure(error);
      }
    }),
  );
}

// Spec 7: PUT .../entries/{entryId}/additionalFields with itemId, sku, additionalFields.
function setAnswersHandler(model: PlatformModel, cartCall: CartCall) {
  return http.put(apiRoute(CART_ENTRY_ANSWERS_PATH), ({ request, cookies, params }) =>
    cartCall(request, async () => {
      const shop = shopOf(request);
      const body = (await request.json().catch(() => ({}))) as AddBody;
      if (
        typeof body.itemId !== 'string' ||
        typeof body.sku !== 'string' ||
        typeof body.additionalFields !== 'string'
      )
        return json({ error: 'Invalid form answers.' }, { status: 400 });
      try {
        const { cart, entry } = model.setAdditionalFields(
          cartToken(cookies),
          shop.websiteId,
          String(params.entryId),
          { itemId: body.itemId, sku: body.sku, additionalFields: body.additionalFields },
        );
        const shoppingCart = cartJson(cart, shop.websiteId, shop.currency);
        const updatedEntry = shoppingCart.entries.find((e) => e.id === entry.id) ?? null;
        return json({ shoppingCart, updatedEntry });
      } catch (error) {
        return failure(error);
      }
    }),
  );
}

function stockHandler(model: PlatformModel, scenario: () => Scenario) {
  return http.get(apiRoute(STOCK_PATH), async ({ request }) => {
    const fault = await applyScenario(scenario(), request);
    if (fault) return fault;
    const itemId = new URL(request.url).searchParams.get('itemId') ?? '';
    try {
      return json({ results: model.stockForItem(itemId) });
    } catch {
      return json({ error: 'Unknown product.' }, { status: 404 });
    }
  });
}

// docs/decisions.md "Wishlist": POST { itemId, sku? }; the answer's body is not read.
function wishlistHandler(model: PlatformModel, scenario: () => Scenario) {
  return http.post(apiRoute(WISHLIST_PATH), async ({ request }) => {
    const fault = await applyScenario(scenario(), request);
    if (fault) return fault;
    const body = (await request.json().catch(() => ({}))) as { itemId?: unknown };
    if (typeof body.itemId !== 'string' || !model.products.has(body.itemId))
      return json({ error: 'Unknown product.' }, { status: 404 });
    return json({});
  });
}
