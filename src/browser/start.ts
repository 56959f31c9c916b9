// Starts the storefront on a page: context, services, islands, the DOM watcher, the public API
// and the initial cart load. Safe to call twice: the second call warns and does nothing.

import { lazy } from '../core/base/lazy.ts';
import { EAGER_PAGE_ATTRIBUTE } from '../core/contract/index.ts';
import { dispatchStorefrontEvent } from '../core/contract/storefront-events.ts';
import type { SiteContext } from '../core/domain/context-schema.ts';
import { createServices, type Services } from '../core/store/services.ts';
import { DEFAULT_LOCALE, englishLanguage, type Language, speaksEnglish } from '../core/words/language.ts';
import { loadAnalyticsWhenIdle, ownerSwitchOf } from './analytics-loader.ts';
import { connectCartSyncWhenIdle } from './cart-sync-later.ts';
import { islandsWithin, watchIslands } from './dom-watcher.ts';
import { createIslandScheduling } from './island-scheduling.ts';
import { createIslandManager, type IslandErrorReporter } from './islands.tsx';
import { logWarning } from './log.ts';
import { navigate } from './navigate.ts';
import { readPageContext } from './page-context.ts';
import { createPublicApi, runQueuedCall, type StorefrontApi } from './public-api.ts';
import { defaultWidgetRegistry, type WidgetRegistry } from './registry.ts';

export const VERSION = __STOREFRONT_VERSION__;
const START_MARK = 'storefront:start';
/** The translations' loader (a page in English never fetches it) and the debug report's code. */
const languages = lazy(() => import('./languages.ts'), 'languages');
const debugReport = lazy(() => import('./debug.ts'), 'debug');

export interface StartOptions {
  /** CSP nonce read from the script tag, for anything the runtime injects. */
  readonly nonce?: string | undefined;
  /** Hydrate every island at once (tests, or pages that opt out of lazy hydration). */
  readonly eager?: boolean;
  readonly reportError?: IslandErrorReporter;
  /** The islands this page can use (tests pass their own; the bundle's by default). */
  readonly registry?: WidgetRegistry;
  /** The script tag's `data-analytics` (read by the loader): the owner's analytics switch. */
  readonly analytics?: string | null | undefined;
  /** Island buttons pressed before the start (kept by the loader): their islands hydrate first. */
  readonly pressed?: readonly HTMLButtonElement[];
}

// @test-seam: the page harness (src/test/storefront-page.ts) and boot tests stop what they start.
export interface StartedStorefront {
  readonly api: StorefrontApi;
  readonly services: Services;
  stop(): void;
}

declare global {
  interface Window {
    Storefront?: StorefrontApi | unknown[];
  }
}

// The started API, Symbol-keyed on window: a page element cannot fake it the way
// <form id="Storefront"><input name="version"> fakes window.Storefront.version (issue 33).
const STARTED = Symbol.for('storefront.started');
type MarkedWindow = Window & { [STARTED]?: StorefrontApi | undefined };

/**
 * Starts the storefront. The page's language is decided here, once: an English page starts at
 * once (the promise is already settled when this returns); another language's main strings are
 * a chunk of their own, and everything (services, islands, `window.Storefront`) is built after
 * it arrives, so no word is ever swapped in place. Calls queued on `window.Storefront` wait.
 */
export function start(options: StartOptions = {}): Promise<StartedStorefront | undefined> {
  const existing = (window as MarkedWindow)[STARTED];
  if (existing) {
    logWarning(
      `storefront.js is on this page more than once; only the first copy (${existing.version}) runs.`,
    );
    return Promise.resolve(undefined);
  }
  performance.mark(START_MARK);
  const context = readPageContext(document);
  const locale = context.website.language ?? DEFAULT_LOCALE;
  if (speaksEnglish(locale)) return Promise.resolve(run(context, englishLanguage(locale), options));
  return languages
    .load()
    .then((languages) => languages.loadLanguage(locale))
    .catch((error: unknown) => {
      logWarning(`the ${locale} strings could not be loaded; showing English: ${error}`);
      return englishLanguage(locale);
    })
    .then((language) => run(context, language, options));
}

/**
 * Schedules the islands added or removed later (returns the undo). While the page is still
 * parsing, inspecting every element the parser inserts costs more than one rescan at
 * DOMContentLoaded; it watches for later changes only after that.
 */
function watchLaterIslands(
  schedule: Parameters<typeof watchIslands>[1],
  remove: Parameters<typeof watchIslands>[2],
) {
  let stopWatching = () => {};
  const watch = () => {
    stopWatching = watchIslands(document.documentElement, schedule, remove);
  };
  const rescanThenWatch = () => {
    for (const element of islandsWithin(document)) schedule(element);
    watch();
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', rescanThenWatch, { once: true });
  } else {
    watch();
  }
  return () => {
    document.removeEventListener('DOMContentLoaded', rescanThenWatch);
    stopWatching();
  };
}

/**
 * ?storefront-debug in the page URL: the report once the page has loaded (or now, when this
 * async script ran after load; Storefront.debug() shows later states). Returns the undo.
 */
function debugOnLoadWhenAsked(api: StorefrontApi): () => void {
  const debugOnLoad = () => void api.debug();
  if (location.search.includes('storefront-debug')) {
    if (document.readyState === 'complete') debugOnLoad();
    else window.addEventListener('load', debugOnLoad, { once: true });
  }
  return () => window.removeEventListener('load', debugOnLoad);
}

function run(context: SiteContext, language: Language, options: StartOptions): StartedStorefront {
  const registry = options.registry ?? defaultWidgetRegistry;
  const services = createServices(context, { navigate, nonce: options.nonce }, language);
  // Analytics loads as its own chunk when the page is idle; until then errors and adds are kept.
  const ownerSwitch = ownerSwitchOf(services.context.analytics, options.analytics);
  const analytics = loadAnalyticsWhenIdle(services, VERSION, undefined, ownerSwitch);
  const pressed = options.pressed ?? [];
  const islands = createIslandManager(
    services,
    registry,
    (error, element) => {
      analytics.reportError(error, element);
      options.reportError?.(error, element);
    },
    pressed,
  );
  const {
    schedule,
    remove,
    stop: stopScheduling,
  } = createIslandScheduling({
    services,
    registry,
    islands,
    pressed,
    eagerAll: options.eager === true || document.documentElement.hasAttribute(EAGER_PAGE_ATTRIBUTE),
  });

  const api = createPublicApi(
    VERSION,
    services.cart,
    services.purchase,
    {
      mountAll: (root) => {
        for (const element of islandsWithin(root)) void islands.mount(element);
      },
      unmountAll: (root) => {
        for (const element of islandsWithin(root)) remove(element);
      },
    },
    // Its code (collecting and formatting) is a chunk of its own, loaded on first call.
    () => debugReport.load().then((debug) => debug.printDebugReport(VERSION, islands, services, ownerSwitch)),
  );
  const existing = window.Storefront;
  const queued = Array.isArray(existing) ? existing : [];
  window.Storefront = api;
  (window as MarkedWindow)[STARTED] = api;

  const stopCartEvents = services.cart.subscribe((state, previous) => {
    if (state.cart !== previous.cart) dispatchStorefrontEvent('cart-change', { cart: state.cart });
  });
  // Every tab of this site follows every cart change; a tab shown again after a while re-reads.
  // The sync's code connects when the page is idle; what other tabs send before then is kept.
  const stopCartSync = connectCartSyncWhenIdle(services.cart, services.context.website.id);
  const found = islandsWithin(document);
  for (const element of found) schedule(element);
  const stopWatching = watchLaterIslands(schedule, remove);
  for (const call of queued) runQueuedCall(api, call as readonly unknown[]);
  void services.cart.getState().load();
  dispatchStorefrontEvent('ready', { version: VERSION, islands: found.length });
  const stopDebugOnLoad = debugOnLoadWhenAsked(api);

  return {
    api,
    services,
    stop() {
      stopDebugOnLoad();
      analytics.stop();
      stopWatching();
      stopCartEvents();
      stopCartSync();
      stopScheduling();
      islands.disconnect();
      for (const element of islands.mountedElements()) islands.unmount(element);
      if (window.Storefront === api) delete window.Storefront;
      if ((window as MarkedWindow)[STARTED] === api) delete (window as MarkedWindow)[STARTED];
    },
  };
}
