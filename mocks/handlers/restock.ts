// MSW handlers for back-in-stock (spec 7): the shopper's sign-up and the owner's lists and sends,
// over the model's restock book. Every QA scenario applies; 'owner-signed-out' answers the
// owner's calls with 401, as the platform does for a visitor who is not the site owner.
import { HttpResponse, http } from 'msw';
import { isEmail } from '../../src/core/domain/forms/checks.ts';
import {
  RESTOCK_GROUPS_PATH,
  RESTOCK_PATH,
  RESTOCK_SEND_ALL_PATH,
  RESTOCK_SEND_PATH,
} from '../../src/core/platform/paths.ts';
import { shopByPrefix } from '../fixtures/shops.ts';
import { refusesAddress, SERVER_EXAMPLE_EMAIL } from '../forms-model.ts';
import type { PlatformModel, Scenario } from '../model.ts';
import { RESTOCK_GROUPS_PAGE_SIZE, RESTOCK_SIGN_UPS_PAGE_SIZE } from '../restock-book.ts';
import { apiRoute } from './route.ts';
import { applyScenario } from './scenario.ts';

const RESTOCK_INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
const OWNER_SIGNED_OUT_MESSAGE = 'Authentication required.';

function shopOf(request: Request) {
  const path = new URL(request.url).pathname;
  return shopByPrefix(path.slice(0, path.indexOf('/api/')));
}

interface SignUpBody {
  isJoinMailingList?: unknown;
  productId?: unknown;
  siteVisitorEmail?: unknown;
  variantId?: unknown;
  recaptchaEnterpriseV3Token?: unknown;
  language?: unknown;
}

interface GroupBody {
  productId?: unknown;
  variantId?: unknown;
}

/** Offset cursors: the platform's are opaque, and the client treats these as such. */
function pageOf<T>(items: readonly T[], cursor: string | null, size: number) {
  const start = cursor ? Number.parseInt(cursor, 10) || 0 : 0;
  const end = start + size;
  return {
    items: items.slice(start, end),
    hasNextPage: end < items.length,
    nextPageCursor: end < items.length ? String(end) : null,
  };
}

const variantOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** A shopper's restock sign-up: checked as the platform checks it, then added to the book. */
function signUp(model: PlatformModel, body: SignUpBody): Response {
  const email = typeof body.siteVisitorEmail === 'string' ? body.siteVisitorEmail.trim() : '';
  if (!isEmail(email)) return HttpResponse.json({ message: RESTOCK_INVALID_EMAIL_MESSAGE }, { status: 400 });
  // The same rule as the mock's forms: an address at example.org is refused with the same words.
  if (refusesAddress(email)) return HttpResponse.json({ message: SERVER_EXAMPLE_EMAIL }, { status: 400 });
  const product = typeof body.productId === 'string' ? model.products.get(body.productId) : undefined;
  if (!product) return HttpResponse.json({ error: 'Unknown product.' }, { status: 404 });
  const variantId = variantOf(body.variantId);
  if (variantId && !product.item.variants?.some((variant) => variant.id === variantId))
    return HttpResponse.json({ error: 'Unknown variant.' }, { status: 404 });
  model.restock.add({
    websiteId: product.shop.websiteId,
    productId: product.item.id,
    variantId,
    email,
    isJoinMailingList: body.isJoinMailingList === true,
    ...(typeof body.language === 'string' ? { language: body.language } : {}),
  });
  return HttpResponse.json({});
}

export function restockHandlers(model: PlatformModel, scenario: () => Scenario) {
  async function ownerFailure(request: Request): Promise<Response | undefined> {
    const current = scenario();
    if (current === 'owner-signed-out')
      return HttpResponse.json({ error: OWNER_SIGNED_OUT_MESSAGE }, { status: 401 });
    return applyScenario(current, request);
  }

  return [
    http.get(apiRoute(RESTOCK_GROUPS_PATH), async ({ request }) => {
      const failure = await ownerFailure(request);
      if (failure) return failure;
      const page = pageOf(
        model.restock.groups(shopOf(request).websiteId),
        new URL(request.url).searchParams.get('cursor'),
        RESTOCK_GROUPS_PAGE_SIZE,
      );
      return HttpResponse.json({
        signUpGroups: page.items,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    }),

    http.get(apiRoute(RESTOCK_PATH), async ({ request }) => {
      const failure = await ownerFailure(request);
      if (failure) return failure;
      const params = new URL(request.url).searchParams;
      const productId = params.get('productId');
      if (!productId) return HttpResponse.json({ error: 'productId is required.' }, { status: 400 });
      const signUps = model.restock.signUps(
        productId,
        variantOf(params.get('variantId')),
        shopOf(request).websiteId,
      );
      const page = pageOf(signUps, params.get('cursor'), RESTOCK_SIGN_UPS_PAGE_SIZE);
      return HttpResponse.json({
        signUps: page.items.map((signUp) => ({
          id: signUp.id,
          siteVisitorEmail: signUp.email,
          isJoinMailingList: signUp.isJoinMailingList,
          created: signUp.created,
          ...(signUp.language ? { language: signUp.language } : {}),
        })),
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    }),

    http.post(apiRoute(RESTOCK_PATH), async ({ request }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const body = (await request.json().catch(() => ({}))) as SignUpBody;
      return signUp(model, body);
    }),

    http.post(apiRoute(RESTOCK_SEND_PATH), async ({ request }) => {
      const failure = await ownerFailure(request);
      if (failure) return failure;
      const body = (await request.json().catch(() => ({}))) as GroupBody;
      if (typeof body.productId !== 'string')
        return HttpResponse.json({ error: 'productId is required.' }, { status: 400 });
      model.restock.send(shopOf(request).websiteId, body.productId, variantOf(body.variantId));
      return HttpResponse.json({});
    }),

    http.post(apiRoute(RESTOCK_SEND_ALL_PATH), async ({ request }) => {
      const failure = await ownerFailure(request);
      if (failure) return failure;
      const body = (await request.json().catch(() => ({}))) as { sendRequests?: unknown };
      if (!Array.isArray(body.sendRequests))
        return HttpResponse.json({ error: 'sendRequests is required.' }, { status: 400 });
      const websiteId = shopOf(request).websiteId;
      for (const entry of body.sendRequests as GroupBody[]) {
        if (typeof entry?.productId === 'string')
          model.restock.send(websiteId, entry.productId, variantOf(entry.variantId));
      }
      return HttpResponse.json({});
    }),
  ];
}
