// Analytics is fire-and-forget and never needed to show a page, so it loads as its own chunk
// once the loaded page is idle. (Loading it as the runtime starts cost the product page 100 ms of
// Lighthouse's blocking time: its evaluation joined the islands' hydration.) Until then this keeps
// what it must not miss: errors thrown by the bundle, island failures and the DOM events analytics
// tracks (add to cart, quick view, overlays, forms, cart, custom form, buttons), bounded per kind
// in case it never loads. A button click before then starts the load at once (the click usually
// leaves the page), and so does the page being hidden or left: the bounces are page views too
// (issue 44), and analytics sends the page view on the way out.

import { clearCensusCookies } from '../core/analytics/census-cookies.ts';
import type { OwnerAnalyticsSwitch } from '../core/analytics/gate.ts';
import {
  ANALYTICS_ONLY_EVENT_NAMES,
  TRACKED_EVENT_NAMES,
  type TrackedEvent,
} from '../core/analytics/tracked-events.ts';
import { lazy } from '../core/base/lazy.ts';
import { onStorefrontEvent } from '../core/contract/storefront-events.ts';
import type { Services } from '../core/store/services.ts';
import type { IslandErrorReporter } from './islands.tsx';

export const EARLY_BUFFER_LIMIT = 10;
/** Marked once analytics has started: its page view goes at its idle moment or as the visitor leaves. */
const ANALYTICS_STARTED_MARK = 'storefront:analytics';
/** Latest moment idle work (whenPageIdle) runs on a page that never goes idle. */
const PAGE_IDLE_TIMEOUT_MS = 3000;

type AnalyticsModule = typeof import('../core/analytics/index.ts');
const analyticsChunk = lazy(() => import('../core/analytics/index.ts'), 'analytics');

interface LazyAnalytics {
  readonly reportError: IslandErrorReporter;
  /** Resolves when analytics has started (or failed to load). */
  readonly loaded: Promise<void>;
  stop(): void;
}

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel. */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: PAGE_IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}

/** The owner's analytics switches, least to most strict. */
const OWNER_SWITCHES = ['on', 'analytics-off', 'all-off'] as const;

/** The page context's switch and the script tag's `data-analytics`: the stricter wins. */
export function ownerSwitchOf(
  fromContext: OwnerAnalyticsSwitch | undefined,
  fromTag: string | null | undefined,
): OwnerAnalyticsSwitch {
  const rank = (value: unknown) => OWNER_SWITCHES.indexOf(value as OwnerAnalyticsSwitch);
  return OWNER_SWITCHES[Math.max(0, rank(fromContext), rank(fromTag))] as OwnerAnalyticsSwitch;
}

/**
 * The owner switched analytics off: the chunk is never fetched and nothing is kept. A restrictive
 * cookie policy (or a cloneable site) still clears census cookies an earlier visit left.
 */
function analyticsOff({ context }: Services): LazyAnalytics {
  if (context.cookieSettings.isRestrictiveCookiePolicyEnabled || context.website.cloneable) {
    clearCensusCookies();
  }
  return { loaded: Promise.resolve(), reportError: () => {}, stop: () => {} };
}

/**
 * What analytics must not miss before it loads, kept in memory (EARLY_BUFFER_LIMIT of each kind):
 * errors thrown on the page, island failures, and tracked DOM events in the order they happened.
 * A button click calls `onButtonClick` (the click usually leaves the page).
 */
function keepEarlyActivity(onButtonClick: () => void) {
  const errors: Event[] = [];
  const islandErrors: [unknown, Element][] = [];
  const events: TrackedEvent[] = [];
  const keep = <T>(list: T[], item: T) => {
    if (list.length < EARLY_BUFFER_LIMIT) list.push(item);
  };
  const onError = (event: Event) => keep(errors, event);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  const stopEvents = [...TRACKED_EVENT_NAMES, ...ANALYTICS_ONLY_EVENT_NAMES].map((name) =>
    onStorefrontEvent(name, (detail) => {
      if (events.filter((event) => event.name === name).length >= EARLY_BUFFER_LIMIT) return;
      events.push({ name, detail } as TrackedEvent);
      if (name === 'button-click') onButtonClick();
    }),
  );
  return {
    early: { errors, islandErrors, events },
    keepIslandError: (error: unknown, element: Element) => keep(islandErrors, [error, element]),
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      for (const stop of stopEvents) stop();
    },
  };
}

/**
 * Calls `load` once the loaded page is idle, or earlier when the page is hidden or left: a
 * visitor who goes before then (a bounce) is counted all the same, since analytics sends the page
 * view on the way out. The listeners and the idle wait go when `signal` aborts.
 */
function loadWhenIdleOrLeaving(load: () => void, signal: AbortSignal): void {
  const listen = { signal };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') load();
  };
  document.addEventListener('visibilitychange', onHidden, listen);
  window.addEventListener('pagehide', load, listen);
  const cancelIdle = whenPageIdle(load);
  signal.addEventListener('abort', cancelIdle);
}

export function loadAnalyticsWhenIdle(
  services: Services,
  version: string,
  load: () => Promise<AnalyticsModule> = analyticsChunk.load,
  /** The site owner's switch (page context and script tag), read before anything is kept or sent. */
  ownerSwitch: OwnerAnalyticsSwitch = 'on',
): LazyAnalytics {
  if (ownerSwitch === 'all-off') return analyticsOff(services);
  let started: ReturnType<AnalyticsModule['startAnalytics']> | undefined;
  let stopped = false;
  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  // Every way to start loading, one at a time: the idle moment, a button click, the page hidden.
  const starts = new AbortController();
  const cancel = () => starts.abort();
  const startLoading = () => {
    if (starts.signal.aborted || stopped) return;
    cancel();
    load()
      .then((analytics) => {
        if (stopped) return;
        // Same task: the buffer stops and analytics' own listeners start with no gap between.
        kept.stop();
        started = analytics.startAnalytics(services, { version, ownerSwitch, early: kept.early });
        performance.mark(ANALYTICS_STARTED_MARK);
      })
      .catch(() => {
        // Analytics must never affect the shop; a chunk that fails to load is simply skipped.
      })
      .finally(markLoaded);
  };
  const kept = keepEarlyActivity(startLoading);
  loadWhenIdleOrLeaving(startLoading, starts.signal);

  return {
    loaded,
    reportError(error, element) {
      if (started) started.reportError(error, element);
      else kept.keepIslandError(error, element);
    },
    stop() {
      stopped = true;
      cancel();
      kept.stop();
      started?.stop();
      markLoaded();
    },
  };
}
