// Everything an island needs from the page, created once by boot (or by the server renderer)
// and handed to every island through React context. Islands get stores and commands, never the
// HTTP client: every platform call goes through a store command that maps its failures once.
import type { SiteContext } from '../domain/context-schema.ts';
import type { Language } from '../words/language.ts';
import type { Strings } from '../words/strings.ts';
import type { CartStore } from './cart-store.ts';
import type { AnyEventMap, AnyEventName } from './events.ts';
import type { FormCommands } from './forms.ts';
import type { LiveStockReader } from './live-stock-reader.ts';
import type { PurchaseCommands } from './purchase.ts';
import type { RestockCommands } from './restock.ts';
import type { WishlistCommands } from './wishlist.ts';

export interface Services {
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
  /** Every add-to-cart path (button, quick view, custom form, Storefront.cart.add). */
  readonly purchase: PurchaseCommands;
  /** The installment provider's modal, sanitised; undefined when it could not be loaded. */
  readonly installments: { loadModal(url: string): Promise<string | undefined> };
  /** Live stock, read once per product per page when its first stock-aware island hydrates. */
  readonly liveStock: LiveStockReader;
  /** The back-in-stock sign-up (its platform code loads on first use). */
  readonly restock: RestockCommands;
  /** Saving a product to the shopper's wishlist (its platform code loads on first use). */
  readonly wishlist: WishlistCommands;
  emit<K extends AnyEventName>(name: K, detail: AnyEventMap[K]): void;
  /** Leaves the page; `topWindow` leaves an embedding frame too (gift card checkout). */
  navigate(url: string, options?: { readonly topWindow?: boolean }): void;
  /** The form commands (site forms, newsletter, custom product forms), loaded on first use. */
  loadForms(): Promise<FormCommands>;
}
