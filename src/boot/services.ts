// Builds the page's services from its context: strings with store overrides, the HTTP client
// (kept here: islands get commands, not the client), the one cart store, the purchase command
// and the event emitter.
import Cookies from 'js-cookie';
import type { SiteContext } from '../domain/context-schema.ts';
import { CART_COOKIE } from '../domain/cookies.ts';
import { englishLanguage, type Language } from '../domain/language.ts';
import { resolveStrings } from '../domain/strings.ts';
import { createHttp } from '../platform/http.ts';
import { startSubscription } from '../platform/subscription-api.ts';
import { createCartStore } from '../store/cart-store.ts';
import { readLastKnownCart } from '../store/cart-sync.ts';
import { dispatchStorefrontEvent } from '../store/events.ts';
import type { FormCommands } from '../store/forms.ts';
import type { LiveStockReader } from '../store/live-stock.ts';
import { createPurchaseCommands } from '../store/purchase.ts';
import type { Services } from '../store/services.ts';
import { navigate } from './navigate.ts';

/** What a caller (a test, the server renderer) may replace: how the page is left, how events go out. */
type ServiceOverrides = Partial<Pick<Services, 'emit' | 'navigate' | 'nonce'>>;

/** The reader's code is a chunk of its own; a chunk that fails to load keeps the page's stock. */
function loadLiveStock(http: ReturnType<typeof createHttp>): Promise<LiveStockReader | undefined> {
  return import('./live-stock.ts').then(
    (module) => module.createPageLiveStock(http),
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
  const http = createHttp({ apiRoot: context.apiRoot });
  let liveStock: Promise<LiveStockReader | undefined> | undefined;
  const emit: Services['emit'] = overrides.emit ?? ((name, detail) => dispatchStorefrontEvent(name, detail));
  const cart = createCartStore(http, strings, {
    emit,
    lastKnown: () => readLastKnownCart(context.website.id),
  });
  const leave: Services['navigate'] = overrides.navigate ?? ((url, options) => navigate(url, options));
  // Forms are on few pages: their calls and rules are a chunk fetched the first time one is needed.
  let forms: Promise<FormCommands> | undefined;
  const loadForms = () => {
    forms ??= Promise.all([import('../store/forms.ts'), language.load(['forms'])]).then(([m]) =>
      m.createFormCommands({ http, strings, overrides: [language.translation('forms'), context.strings] }),
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
      startSubscription: (request) => startSubscription(http, request, strings),
      emit,
      navigate: leave,
      hasCartCookie: () => Boolean(Cookies.get(CART_COOKIE)),
    }),
    installments: {
      // The sanitiser loads with it, only when a shopper opens the installment pop-up.
      loadModal: (url) =>
        import('../store/installment-modal.ts').then((module) => module.loadInstallmentModal(http, url)),
    },
    liveStock: {
      watch: (store) => {
        liveStock ??= loadLiveStock(http);
        return liveStock.then((reader) => reader?.watch(store));
      },
    },
    restock: {
      // Its code is a chunk of its own: only a sold-out product's form ever sends.
      signUp: (payload, failureText) =>
        import('../store/restock.ts').then(
          (command) => command.signUp(http, strings, payload, failureText),
          () => ({ status: 'failed', message: failureText ?? strings.tryAgain }) as const,
        ),
    },
    wishlist: {
      save: (item, failureText) =>
        import('../store/wishlist.ts').then(
          (command) => command.save(http, strings, item, failureText),
          () => ({ status: 'failed', message: failureText }) as const,
        ),
    },
    emit,
    navigate: leave,
    loadForms,
  };
}
