// Everything an island needs from the page, created once by boot (or by the server renderer)
// and handed to every island through React context.
import type { KyInstance } from 'ky';
import type { SiteContext } from '../domain/context-schema.ts';
import type { Strings } from '../domain/strings.ts';
import type { CartStore } from './cart-store.ts';
import type { StorefrontEventMap, StorefrontEventName } from './events.ts';

export interface Services {
  readonly context: SiteContext;
  readonly strings: Strings;
  readonly locale: string;
  readonly currency: string;
  readonly http: KyInstance;
  readonly cart: CartStore;
  emit<K extends StorefrontEventName>(name: K, detail: StorefrontEventMap[K]): void;
  /** Leaves the page (checkout). Injected so tests can observe it instead of navigating. */
  /** Leaves the page; `topWindow` leaves an embedding frame too (gift card checkout). */
  navigate(url: string, options?: { readonly topWindow?: boolean }): void;
}
