// Builds the page's services from its context: strings with store overrides, the HTTP client,
// the one cart store, and the event emitter.
import type { SiteContext } from '../domain/context-schema.ts';
import { resolveStrings } from '../domain/strings.ts';
import { createHttp } from '../platform/http.ts';
import { createCartStore } from '../store/cart-store.ts';
import { dispatchStorefrontEvent } from '../store/events.ts';
import type { Services } from '../store/services.ts';
import { navigate } from './navigate.ts';

export const DEFAULT_LOCALE = 'en-US';

export function createServices(context: SiteContext): Services {
  const store = context.websiteSettings.storeSettings;
  const strings = resolveStrings({
    ...context.strings,
    ...(store.addToCartText ? { addToCart: store.addToCartText } : {}),
    ...(store.subscribeText ? { subscribe: store.subscribeText } : {}),
  });
  const http = createHttp({ apiRoot: context.apiRoot });
  return {
    context,
    strings,
    locale: context.website.language ?? DEFAULT_LOCALE,
    currency: store.selectedCurrency,
    http,
    cart: createCartStore(http, strings),
    emit: (name, detail) => dispatchStorefrontEvent(name, detail),
    navigate: (url, options) => navigate(url, options),
  };
}
