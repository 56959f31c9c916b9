// Everything an island needs from the page, created once when the page starts (or by the server
// renderer) and handed to every island through React context. Islands get stores and commands,
// never the HTTP client: every platform call goes through a command (commands.ts, the manifest)
// that maps and words its failures once.
import { lazy } from '../base/lazy.ts';
import {
  type AnyEventMap,
  type AnyEventName,
  dispatchStorefrontEvent,
} from '../contract/storefront-events.ts';
import type { SiteContext } from '../domain/context-schema.ts';
import { lazyHttp } from '../platform/lazy-http.ts';
import { englishLanguage, type Language } from '../words/language.ts';
import { resolveStrings, type Strings } from '../words/strings.ts';
import { type CartStore, createCartStore } from './cart-store.ts';
import { commandsNotOnServer } from './command.ts';
import { type CommandDeps, type Commands, commands, createCommands } from './commands.ts';

/** This tab's last known cart, read only when the first cart read fails. */
const lastKnownCart = lazy(() => import('./cart-last-known.ts'), 'cart-last-known');
/** The page itself: its context, words, language, cart and ways out. Commands come from the manifest. */
interface PageServices {
  readonly context: SiteContext;
  readonly strings: Strings;
  /**
   * The page's language, decided at start: `strings` is already in it; the other string groups
   * load with the islands that speak them (each resolves beneath the page's own overrides).
   */
  readonly language: Language;
  /** The language's locale, for Intl (money, dates, plurals). */
  readonly locale: string;
  readonly currency: string;
  /** The page's CSP nonce (from the script tag), for anything an island injects (captcha). */
  readonly nonce: string | undefined;
  readonly cart: CartStore;
  emit<K extends AnyEventName>(name: K, detail: AnyEventMap[K]): void;
  /** Leaves the page; `topWindow` leaves an embedding frame too (gift card checkout). */
  navigate(url: string, options?: { readonly topWindow?: boolean }): void;
}

export type Services = PageServices & Commands;

/** What whoever starts the page hands in: how the page is left, and optionally events and nonce. */
interface PageHooks {
  navigate: Services['navigate'];
  emit?: Services['emit'];
  nonce?: string | undefined;
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
  hooks: PageHooks,
  language: Language = englishLanguage(context.website.language),
): Services {
  const strings = resolveStrings(language.main, pageStrings(context));
  const http = lazyHttp({ apiRoot: context.apiRoot, crumbOrigins: context.crumbOrigins }, strings);
  const emit: Services['emit'] = hooks.emit ?? dispatchStorefrontEvent;
  const cart = createCartStore(http, strings, {
    emit,
    // Read only when the first cart read fails; a chunk that cannot load means no copy to show.
    lastKnown: () =>
      lastKnownCart.load().then(
        (module) => module.readLastKnownCart(context.website.id),
        () => undefined,
      ),
  });
  const deps: CommandDeps = { context, strings, language, http, cart, emit, navigate: hooks.navigate };
  return Object.assign(pageServices(deps, hooks.nonce), createCommands(deps));
}

function pageServices(deps: CommandDeps, nonce: string | undefined): PageServices {
  return {
    context: deps.context,
    strings: deps.strings,
    language: deps.language,
    locale: deps.language.locale,
    currency: deps.context.websiteSettings.storeSettings.selectedCurrency,
    nonce,
    cart: deps.cart,
    emit: deps.emit,
    navigate: deps.navigate,
  };
}

/**
 * The services a server render reads: the page's context, words and language, and a cart store in
 * its initial state. Nothing is sent from the server: a command, a cart call, an event or leaving
 * the page there is a bug, and throws saying so.
 */
export function createRenderServices(context: SiteContext, language: Language): Services {
  const strings = resolveStrings(language.main, pageStrings(context));
  const refuse = (what: string) => () => {
    throw new Error(`[Storefront] ${what} while rendering on the server; it happens only in the browser`);
  };
  const http = () =>
    Promise.reject(new Error('[Storefront] a platform call was made while rendering on the server'));
  const emit = refuse('an event was emitted');
  const deps: CommandDeps = {
    context,
    strings,
    language,
    http,
    cart: createCartStore(http, strings, { emit }),
    emit,
    navigate: refuse('navigate() was called'),
  };
  return { ...pageServices(deps, undefined), ...commandsNotOnServer<Commands>(Object.keys(commands)) };
}
