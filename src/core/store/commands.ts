// The commands manifest: every platform-backed action an island may run, one line each. The
// page's services (services.ts) are built from it and its type is inferred from it, so a new
// feature adds its line here and edits neither services file. Each command's code is a chunk of
// its own (command.ts): nothing below is in the page's first script but these lines.
import Cookies from 'js-cookie';
import { lazy } from '../base/lazy.ts';
import type { AnyEventMap, AnyEventName } from '../contract/storefront-events.ts';
import type { SiteContext } from '../domain/context-schema.ts';
import { CART_COOKIE } from '../domain/cookies.ts';
import type { RestockSignUpPayload } from '../domain/restock.ts';
import { type HttpLoader, loadChunk } from '../platform/lazy-http.ts';
import type { WishlistItem } from '../platform/wishlist-api.ts';
import type { Language } from '../words/language.ts';
import type { Strings } from '../words/strings.ts';
import type { CartStore } from './cart-store.ts';
import { type Command, type CommandModule, defineCommand, defineCommandModule } from './command.ts';
import type { LiveStockReader } from './live-stock-reader.ts';
import { createPurchaseCommands } from './purchase.ts';

/** What every command is built from: the page's context, words, client loader, cart and exits. */
export interface CommandDeps {
  readonly context: SiteContext;
  readonly strings: Strings;
  readonly language: Language;
  readonly http: HttpLoader;
  readonly cart: CartStore;
  emit<K extends AnyEventName>(name: K, detail: AnyEventMap[K]): void;
  /** Leaves the page (injected by whoever starts it: src/browser/start.ts). */
  navigate(url: string, options?: { readonly topWindow?: boolean }): void;
}

/** A call's result: done, or failed with the visitor's words (chosen once, by failureWords). */
export type CallResult =
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly message: string };

// Each command's code, a chunk of its own.
const subscriptionApi = lazy(() => import('../platform/subscription-api.ts'), 'subscription-api');
const installmentModal = lazy(() => import('./installment-modal.ts'), 'installment-modal');
const pageLiveStock = lazy(() => import('./page-live-stock.ts'), 'page-live-stock');
const restockApi = lazy(() => import('../platform/restock-api.ts'), 'restock-api');
const wishlistApi = lazy(() => import('../platform/wishlist-api.ts'), 'wishlist-api');
const formCommands = lazy(() => import('./forms.ts'), 'forms');

const DONE = { status: 'done' } as const;
const failed = (message: string): CallResult => ({ status: 'failed', message });

/** A manifest line: what one page's deps builds (a command, a module of commands, or a store's commands). */
type ManifestLine = (deps: CommandDeps) => Command<never, unknown> | CommandModule<unknown> | object;

export const commands = {
  /** Every add-to-cart path (button, quick view, custom form, Storefront.cart.add). */
  purchase: (deps: CommandDeps) =>
    createPurchaseCommands({
      ...deps,
      startSubscription: async (request) => {
        const [api, client] = await Promise.all([loadChunk(subscriptionApi, deps.strings), deps.http()]);
        return api.startSubscription(client, request, deps.strings);
      },
      hasCartCookie: () => Boolean(Cookies.get(CART_COOKIE)),
    }),
  /** The installment provider's modal, sanitised; undefined when it could not be loaded. */
  installments: defineCommand({
    chunk: installmentModal,
    run: (module, client, _deps: CommandDeps, url: string) => module.loadInstallmentModal(client, url),
    // Nothing is worded: the pop-up shows the provider's fallback text instead.
    failure: (_kit, _url) => ({ doing: 'save', fallback: '' }),
    failed: (): string | undefined => undefined,
  }),
  /** Live stock, read once per product per page; a reader that cannot load keeps the page's stock. */
  liveStock: (deps: CommandDeps): LiveStockReader => {
    const reader = lazy(
      () =>
        Promise.all([pageLiveStock.load(), deps.http()]).then(([module, client]) =>
          module.createPageLiveStock(client),
        ),
      'page-live-stock',
    ).load;
    return {
      watch: (store) =>
        reader().then(
          (loaded) => loaded.watch(store),
          () => undefined,
        ),
      unitsOf: (itemId, sku) =>
        reader().then(
          (loaded) => loaded.unitsOf(itemId, sku),
          () => undefined,
        ),
    };
  },
  /** The back-in-stock sign-up; `failureText` is the form's own words (a store may translate them). */
  restock: defineCommand({
    chunk: restockApi,
    run: (api, client, deps: CommandDeps, payload: RestockSignUpPayload, _failureText: string) =>
      api.signUpForRestock(client, payload, deps.strings).then(() => DONE),
    failure: (_kit, _payload, failureText) => ({ doing: 'save', fallback: failureText, refusalWords: true }),
    failed,
  }),
  /** Saving a product to the shopper's wishlist; `failureText` is the island's own words. */
  wishlist: defineCommand({
    chunk: wishlistApi,
    run: (api, client, deps: CommandDeps, item: WishlistItem, _failureText: string) =>
      api.addToWishlist(client, item, deps.strings).then(() => DONE),
    failure: (_kit, _item, failureText) => ({ doing: 'save', fallback: failureText }),
    failed,
  }),
  /** The form commands (site forms, newsletter, custom product forms), with the form words. */
  forms: defineCommandModule(
    (deps: CommandDeps) =>
      Promise.all([formCommands.load(), deps.http(), deps.language.load(['forms'])]).then(
        ([module, client]) =>
          module.createFormCommands({
            http: client,
            strings: deps.strings,
            overrides: [deps.language.translation('forms'), deps.context.strings],
          }),
      ),
    'forms',
  ),
};

/** The commands as islands see them, one member per manifest line. */
export type Commands = { readonly [Name in keyof typeof commands]: ReturnType<(typeof commands)[Name]> };

/** Every command of the manifest, built for one page. */
export function createCommands(deps: CommandDeps): Commands {
  const lines: [string, ManifestLine][] = Object.entries(commands);
  return Object.fromEntries(lines.map(([name, create]) => [name, create(deps)])) as Commands;
}
