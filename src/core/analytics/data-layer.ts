// GA4 ecommerce events in `window.dataLayer` for the owner's tag manager (issue 22), pushed only
// when the gate allows 'data-layer' (the owner's opt-in, visitor analytics' rules, no restrictive
// cookie policy). Google's recommended shape: `{ ecommerce: null }` clears the previous event's
// ecommerce object, then `{ event, ecommerce: { currency, value, items } }`.
//   the page (once per page view): view_item (product page), view_item_list (product list
//     page), search (search page with a `q` term)
//   quick-view                -> select_item
//   added-to-cart             -> add_to_cart; express checkout also begin_checkout (the cart);
//                                a subscription is subscribe (spec 7's "subscribe", the event an
//                                ads pixel counts as Subscribe), then begin_checkout; a gift card
//                                goes straight to its checkout: begin_checkout only (nothing
//                                joins the cart)
//   remove-from-cart          -> remove_from_cart
//   view-cart                 -> view_cart (once per page view)
//   form-submitted            -> sign_up (restock, newsletter) or generate_lead (site form)
// Every input is a storefront DOM event the islands already fire; the page's products are read
// from their own JSON (the list's cards, the product page's product: page-products.ts).

import type { FormSubmittedDetail } from '../contract/storefront-events.ts';
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { SiteContext } from '../domain/context-schema.ts';
import { PageType } from '../domain/page-enums.ts';
import { cartEntryItem, type Ga4Item, itemsValue, productItem } from './ga4-items.ts';
import { commercePageKind } from './page-kind.ts';
import { GIFT_CARD_PRODUCT_TYPE, pageItem, pageItems } from './page-products.ts';
import { guard } from './safe.ts';
import type { TrackedEvent } from './tracked-events.ts';

/** The search page's route (SPEC 2) and the query parameter its term travels in. */
const SEARCH_PATH = '/search';
const SEARCH_TERM_PARAMETER = 'q';

type DataLayerEntry = Record<string, unknown>;

interface DataLayerOptions {
  readonly context: SiteContext;
  /** Whether pushing is allowed now (the gate's 'data-layer' answer). */
  readonly allowed: () => boolean;
  /** The cart as the cart store has it now (express checkout's begin_checkout lists it). */
  readonly cart: () => Cart | undefined;
  readonly win?: Window;
}

export interface DataLayerEvents {
  /** view_item, view_item_list or search for this page; each at most once per page view. */
  visitPage(): void;
  /** One storefront DOM event (from the DOM or the browser entry's early buffer). */
  handle(event: TrackedEvent): void;
}

/** The path without its trailing slashes; a loop, since /\/+$/ is quadratic on '/'×n + 'a' (issue 33). */
// @test-seam: src/core/template/linear-time.test.ts feeds it adversarial paths.
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

function isSearchPage(context: SiteContext, win: Window): boolean {
  const path = withoutTrailingSlashes(win.location.pathname);
  return context.pageType === PageType.SEARCH || path === SEARCH_PATH || path.endsWith(SEARCH_PATH);
}

interface LayerPusher {
  /** A plain event (search, sign_up, generate_lead). */
  push(event: string, fields: DataLayerEntry): void;
  /** An ecommerce event in Google's shape; nothing for an empty list of items. */
  pushEcommerce(event: string, items: readonly Ga4Item[], extra?: DataLayerEntry): void;
  /** Sends at most once per page view under `key`. */
  once(key: string, send: () => void): void;
}

/** Pushing to `window.dataLayer`: only while allowed, and one warning when it is not an array. */
function createLayerPusher(win: Window, allowed: () => boolean, currency: string): LayerPusher {
  const sentOnce = new Set<string>();
  let warnedLayer = false;
  const layer = (): { push(entry: DataLayerEntry): unknown } | undefined => {
    const host = win as unknown as { dataLayer?: unknown };
    host.dataLayer ??= [];
    const found = host.dataLayer as { push?: unknown };
    if (typeof found?.push === 'function') return found as { push(entry: DataLayerEntry): unknown };
    if (!warnedLayer)
      console.warn('[Storefront] window.dataLayer is not an array; no ecommerce events are pushed.');
    warnedLayer = true;
    return undefined;
  };
  return {
    push(event, fields) {
      if (!allowed()) return;
      layer()?.push({ event, ...fields });
    },
    pushEcommerce(event, items, extra = {}) {
      if (!allowed() || items.length === 0) return;
      const target = layer();
      if (!target) return;
      const eventCurrency = items[0]?.currency ?? currency;
      // Clears the previous event's ecommerce object, as Google recommends.
      target.push({ ecommerce: null });
      target.push({
        event,
        ecommerce: { currency: eventCurrency, value: itemsValue(items, eventCurrency), ...extra, items },
      });
    },
    once(key, send) {
      if (sentOnce.has(key) || !allowed()) return;
      sentOnce.add(key);
      send();
    },
  };
}

/** What the page itself is worth reporting: the product viewed, the list shown, the search made. */
function visitPage(
  context: SiteContext,
  win: Window,
  pusher: LayerPusher,
  page: {
    readonly products: () => Ga4Item[];
    readonly list: () => DataLayerEntry;
    readonly currency: string;
  },
): void {
  const kind = commercePageKind(context, win);
  if (kind === 'pdp') {
    const pageItemId = context.item?.id;
    // A product page without product islands: the platform's product item in the page context.
    const item =
      page.products().find((candidate) => candidate.item_id === pageItemId) ??
      page.products()[0] ??
      pageItem((context as { product?: unknown }).product, page.currency);
    if (item) pusher.once('view_item', () => pusher.pushEcommerce('view_item', [item]));
  } else if (kind === 'plp') {
    const fromList = page.list();
    const items = page.products().map((item, index) => ({ ...item, ...fromList, index }));
    pusher.once('view_item_list', () => pusher.pushEcommerce('view_item_list', items, fromList));
  }
  if (isSearchPage(context, win)) {
    const term = new URLSearchParams(win.location.search).get(SEARCH_TERM_PARAMETER)?.trim();
    if (term) pusher.once('search', () => pusher.push('search', { search_term: term }));
  }
}

export function createDataLayer(options: DataLayerOptions): DataLayerEvents {
  const { context } = options;
  const win = options.win ?? window;
  const currency = context.websiteSettings.storeSettings.selectedCurrency;
  const pusher = createLayerPusher(win, options.allowed, currency);
  const { push, pushEcommerce, once } = pusher;
  let products: Ga4Item[] | undefined;
  const productsOnPage = () => {
    products ??= pageItems(win.document, currency);
    return products;
  };
  const list = (): DataLayerEntry =>
    commercePageKind(context, win) === 'plp' && context.collection
      ? {
          ...(context.collection.id ? { item_list_id: context.collection.id } : {}),
          ...(context.collection.title ? { item_list_name: context.collection.title } : {}),
        }
      : {};

  const cartItems = (cart: Cart | undefined) =>
    (Array.isArray(cart?.entries) ? cart.entries : []).map((entry) => cartEntryItem(entry, currency));

  const addedToCart = (detail: AddToCartEventDetail) => {
    const item = productItem(detail.product, detail.selectedVariant, detail.quantity);
    if (detail.product.subscribable) {
      // The subscription started (the platform made its checkout); the shopper goes to it.
      pushEcommerce(
        'subscribe',
        [item],
        detail.subscriptionId ? { subscription_id: detail.subscriptionId } : {},
      );
      pushEcommerce('begin_checkout', [item]);
      return;
    }
    if (detail.product.type === GIFT_CARD_PRODUCT_TYPE) {
      pushEcommerce('begin_checkout', [item]);
      return;
    }
    pushEcommerce('add_to_cart', [item]);
    if (detail.expressCheckout) {
      const inCart = cartItems(options.cart());
      pushEcommerce('begin_checkout', inCart.length > 0 ? inCart : [item]);
    }
  };

  const selectItem = (productId: string) => {
    const index = productsOnPage().findIndex((item) => item.item_id === productId);
    const item = productsOnPage()[index];
    if (!item) return;
    const fromList = list();
    pushEcommerce('select_item', [{ ...item, ...fromList, index }], fromList);
  };

  const formSubmitted = (detail: FormSubmittedDetail) => {
    if (detail.kind === 'form') push('generate_lead', { form_id: detail.formId });
    else push('sign_up', { method: detail.kind, form_id: detail.formId });
  };

  const handle = (event: TrackedEvent) => {
    switch (event.name) {
      case 'added-to-cart':
        return addedToCart(event.detail);
      case 'quick-view':
        return selectItem(event.detail.productId);
      case 'remove-from-cart':
        return pushEcommerce('remove_from_cart', [cartEntryItem(event.detail.entry, currency)]);
      case 'view-cart':
        return once('view_cart', () => pushEcommerce('view_cart', cartItems(event.detail.cart)));
      case 'form-submitted':
        return formSubmitted(event.detail);
    }
  };

  const page = { products: productsOnPage, list, currency };
  return { visitPage: guard(() => visitPage(context, win, pusher, page)), handle: guard(handle) };
}
