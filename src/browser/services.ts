// Builds the page's services from its context: strings with store overrides, the HTTP client
// (kept here: islands get commands, not the client), the one cart store, the purchase command
// and the event emitter.
import Cookies from 'js-cookie';
import type { SiteContext } from '../core/domain/context-schema.ts';
import { CART_COOKIE } from '../core/domain/cookies.ts';
import { type HttpLoader, lazyHttp, loadChunk } from '../core/platform/lazy-http.ts';
import { createCartStore } from '../core/store/cart-store.ts';
import { dispatchStorefrontEvent } from '../core/store/events.ts';
import type { FormCommands } from '../core/store/forms.ts';
import type { LiveStockReader } from '../core/store/live-stock-reader.ts';
import { createPurchaseCommands } from '../core/store/purchase.ts';
import type { Services } from '../core/store/services.ts';
import { englishLanguage, type Language } from '../core/words/language.ts';
import { resolveStrings } from '../core/words/strings.ts';
import { navigate } from './navigate.ts';

/** What a caller (a test, the server renderer) may replace: how the page is left, how events go out. */
type ServiceOverrides = Partial<Pick<Services, 'emit' | 'navigate' | 'nonce'>>;

/** The reader's code is a chunk of its own; a chunk that fails to load keeps the page's stock. */
function loadLiveStock(http: HttpLoader): Promise<LiveStockReader | undefined> {
  return Promise.all([import('./page-live-stock.ts'), http()]).then(
    ([module, client]) => module.createPageLiveStock(client),
    () => undefined,
  );
}

/** The page's own words: the context's `strings`, then the store's button texts. */
function pageStrings(context: SiteContext): Record<string, unknown> {
  const store = context.websiteSettings.storeSettings;
  return {
    ...context.strings,
    ...(store.addToCartText ? { addToCart: store.addToCartText } : {}),
    ...(store.subscribeText ? { subscribe: store.subscribeText } : {}),
  };
}

/** The page's services, built once with the page's language already decided and loaded. */
export function createServices(
  context: SiteContext,
  overrides: ServiceOverrides = {},
  language: Language = englishLanguage(context.website.language),
): Services {
  const store = context.websiteSettings.storeSettings;
  const strings = resolveStrings(language.main, pageStrings(context));
  const http = lazyHttp({ apiRoot: context.apiRoot, crumbOrigins: context.crumbOrigins }, strings);
  let liveStock: Promise<LiveStockReader | undefined> | undefined;
  const emit: Services['emit'] = overrides.emit ?? ((name, detail) => dispatchStorefrontEvent(name, detail));
  const cart = createCartStore(http, strings, {
    emit,
    // Read only when the first cart read fails; a chunk that cannot load means no copy to show.
    lastKnown: () =>
      import('../core/store/cart-last-known.ts').then(
        (module) => module.readLastKnownCart(context.website.id),
        () => undefined,
      ),
  });
  const leave: Services['navigate'] = overrides.navigate ?? ((url, options) => navigate(url, options));
  // Forms are on few pages: their calls and rules are a chunk fetched the first time one is needed.
  let forms: Promise<FormCommands> | undefined;
  const loadForms = () => {
    forms ??= Promise.all([import('../core/store/forms.ts'), http(), language.load(['forms'])]).then(
      ([m, client]) =>
        m.createFormCommands({
          http: client,
          strings,
          overrides: [language.translation('forms'), context.strings],
        }),
    );
    forms.catch(() => {
      forms = undefined;
    });
    return forms;
  };
  return {
    context,
    strings,
    language,
    locale: language.locale,
    currency: store.selectedCurrency,
    nonce: overrides.nonce,
    cart,
    purchase: createPurchaseCommands({
      context,
      strings,
      cart,
      startSubscription: async (request) => {
        const [api, client] = await Promise.all([
          loadChunk(() => import('../core/platform/subscription-api.ts'), 'the subscription call', strings),
          http(),
        ]);
        return api.startSubscription(client, request, strings);
      },
      emit,
      navigate: leave,
      hasCartCookie: () => Boolean(Cookies.get(CART_COOKIE)),
    }),
    installments: {
      // The sanitiser loads with it, only when a shopper opens the installment pop-up.
      loadModal: (url) =>
        Promise.all([import('../core/store/installment-modal.ts'), http()]).then(([module, client]) =>
          module.loadInstallmentModal(client, url),
        ),
    },
    liveStock: {
      watch: (store) => {
        liveStock ??= loadLiveStock(http);
        return liveStock.then((reader) => reader?.watch(store));
      },
      unitsOf: (itemId, sku) => {
        liveStock ??= loadLiveStock(http);
        return liveStock.then((reader) => reader?.unitsOf(itemId, sku));
      },
    },
    restock: {
      // Its code is a chunk of its own: only a sold-out product's form ever sends.
      signUp: (payload, failureText) =>
        Promise.all([import('../core/store/restock.ts'), http()]).then(
          ([command, client]) => command.signUp(client, strings, payload, failureText),
          () => ({ status: 'failed', message: failureText ?? strings.tryAgain }) as const,
        ),
    },
    wishlist: {
      save: (item, failureText) =>
        Promise.all([import('../core/store/wishlist.ts'), http()]).then(
          ([command, client]) => command.save(client, strings, item, failureText),
          () => ({ status: 'failed', message: failureText }) as const,
        ),
    },
    emit,
    navigate: leave,
    loadForms,
  };
}
