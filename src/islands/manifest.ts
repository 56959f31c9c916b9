// The island manifest: every island, once. The browser registry (registry.ts), the server
// registry (server-registry.ts), the public IslandName/IslandOptions types (src/types/browser.ts)
// and the islands table in docs/islands.md are all derived from it.
// The add-to-cart button is bundled (imported here, so they ship in the core chunk); every other
// island is one `lazy` line, its own chunk fetched as soon as the page scan finds its mount
// point, with when it hydrates and, for product islands that often show nothing, the small rule
// that keeps their chunk from loading while they would show nothing (issue 30). The runtime
// itself starts only after the page has loaded (or at the shopper's first intent), so a chunk of
// its own costs the page's load nothing.
import addToCart from './add-to-cart/index.ts';
import type { Widget } from './shared/contract.ts';
import type { LazyWidgetEntry } from './shared/widget-registry.ts';

export const islandManifest = {
  bundled: {
    'add-to-cart': addToCart,
  },
  lazy: {
    // Every page has one; it hydrates at once to show a returning visitor's cart.
    'cart-pill': { load: () => import('./cart-pill/index.ts'), hydrate: 'eager' },
    // Its server HTML already shows the price: it hydrates on intent or idle, never on view alone,
    // so its chunk (with the subscription price rules) is never on the way of anything.
    'product-price': { load: () => import('./product-price/index.ts'), hydrate: 'intent' },
    // Product pages only: their chunks load when the page scan finds their mount points.
    'variant-select': { load: () => import('./variant-select/index.ts') },
    quantity: { load: () => import('./quantity/index.ts') },
    form: { load: () => import('./form/index.ts') },
    newsletter: { load: () => import('./newsletter/index.ts') },
    button: { load: () => import('./button/index.ts'), hydrate: 'intent' },
    'installment-message': {
      load: () => import('./installment-message/index.ts'),
      hydrate: 'intent',
      facts: () => import('./installment-message/shows-nothing.ts'),
    },
    'quick-view': { load: () => import('./quick-view/index.ts') },
    'audio-player': { load: () => import('./audio-player/index.ts') },
    lightbox: { load: () => import('./lightbox/index.ts') },
    cart: { load: () => import('./cart/index.ts') },
    // The cart page's island in a drawer, hydrated on intent or at idle after the start, so its
    // chunks (the cart page's lines, the form kit) never compete with the page's first interaction
    // (a pill click before then opens the cart page).
    'cart-drawer': { load: () => import('./cart-drawer/index.ts'), hydrate: 'intent' },
    'restock-form': {
      load: () => import('./restock-form/index.ts'),
      facts: () => import('./restock-form/shows-nothing.ts'),
    },
    scarcity: {
      load: () => import('./scarcity/index.ts'),
      facts: () => import('./scarcity/shows-nothing.ts'),
    },
    wishlist: { load: () => import('./wishlist/index.ts'), hydrate: 'intent' },
    // Its server HTML is the whole button: on intent or idle, like the wishlist.
    'share-button': { load: () => import('./share-button/index.ts'), hydrate: 'intent' },
  },
} as const satisfies {
  readonly bundled: Readonly<Record<string, Widget>>;
  readonly lazy: Readonly<Record<string, LazyWidgetEntry>>;
};

type Bundled = (typeof islandManifest)['bundled'];
type Lazy = (typeof islandManifest)['lazy'];

/** Every island name a page may use in `data-storefront="…"`. */
export type IslandName = keyof Bundled | keyof Lazy;

type ReadsOf<W> = W extends Widget<infer Reads> ? Reads : never;
type LazyWidget<E> = E extends { load(): Promise<{ readonly default: infer W }> } ? W : never;

/**
 * What each island reads, inferred from its `parseOptions`: `attributes` are its data-*
 * attributes by dataset name (`showEmpty` is `data-show-empty`), `json` its
 * `<script type="application/json">` child.
 */
export type IslandOptions = { [K in keyof Bundled]: ReadsOf<Bundled[K]> } & {
  [K in keyof Lazy]: ReadsOf<LazyWidget<Lazy[K]>>;
};

/** Every island name, bundled first (a function, so the browser bundle drops it unused). */
export function islandNames(): IslandName[] {
  return [...Object.keys(islandManifest.bundled), ...Object.keys(islandManifest.lazy)] as IslandName[];
}
