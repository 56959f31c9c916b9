// Analytics is fire-and-forget and never needed to show a page, so it loads as its own chunk
// once the page is idle. Until then this keeps what it must not miss: errors thrown by the
// bundle, island failures and the DOM events analytics tracks (add to cart, quick view,
// overlays, forms, cart, custom form, buttons), bounded per kind in case it never loads.
// A button click before then also starts the load at once: the click usually leaves the page.
import { clearCensusCookies } from '../core/analytics/census-cookies.ts';
import type { OwnerAnalyticsSwitch } from '../core/analytics/gate.ts';
import {
  ANALYTICS_ONLY_EVENT_NAMES,
  TRACKED_EVENT_NAMES,
  type TrackedEvent,
} from '../core/analytics/tracked-events.ts';
import { onStorefrontEvent } from '../core/store/events.ts';
import type { Services } from '../core/store/services.ts';
import type { IslandErrorReporter } from './islands.tsx';

export const EARLY_BUFFER_LIMIT = 10;
/** Latest moment analytics starts even on a page that never goes idle. */
const ANALYTICS_IDLE_TIMEOUT_MS = 3000;

type AnalyticsModule = typeof import('../core/analytics/index.ts');

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
      const id = requestIdleCallback(task, { timeout: ANALYTICS_IDLE_TIMEOUT_MS });
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

export function loadAnalyticsWhenIdle(
  services: Services,
  version: string,
  load: () => Promise<AnalyticsModule> = () => import('../core/analytics/index.ts'),
  /** The site owner's switch (page context and script tag), read before anything is kept or sent. */
  ownerSwitch: OwnerAnalyticsSwitch = 'on',
): LazyAnalytics {
  if (ownerSwitch === 'all-off') return analyticsOff(services);
  const errors: Event[] = [];
  const islandErrors: [unknown, Element][] = [];
  /** Tracked DOM events in the order they happened, at most EARLY_BUFFER_LIMIT of each name. */
  const events: TrackedEvent[] = [];
  const keep = <T>(list: T[], item: T) => {
    if (list.length < EARLY_BUFFER_LIMIT) list.push(item);
  };
  const onError = (event: Event) => keep(errors, event);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  let loadNow = () => {};
  const stopEvents = [...TRACKED_EVENT_NAMES, ...ANALYTICS_ONLY_EVENT_NAMES].map((name) =>
    onStorefrontEvent(name, (detail) => {
      if (events.filter((event) => event.name === name).length >= EARLY_BUFFER_LIMIT) return;
      events.push({ name, detail } as TrackedEvent);
      if (name === 'button-click') loadNow();
    }),
  );
  const stopBuffering = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    for (const stop of stopEvents) stop();
  };

  let started: ReturnType<AnalyticsModule['startAnalytics']> | undefined;
  let stopped = false;
  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  let loading = false;
  const startLoading = () => {
    if (loading || stopped) return;
    loading = true;
    cancel();
    load()
      .then((analytics) => {
        if (stopped) return;
        // Same task: the buffer stops and analytics' own listeners start with no gap between.
        stopBuffering();
        started = analytics.startAnalytics(services, {
          version,
          ownerSwitch,
          early: { errors, islandErrors, events },
        });
      })
      .catch(() => {
        // Analytics must never affect the shop; a chunk that fails to load is simply skipped.
      })
      .finally(markLoaded);
  };
  const cancel = whenPageIdle(startLoading);
  loadNow = startLoading;

  return {
    loaded,
    reportError(error, element) {
      if (started) started.reportError(error, element);
      else keep(islandErrors, [error, element]);
    },
    stop() {
      stopped = true;
      cancel();
      stopBuffering();
      started?.stop();
      markLoaded();
    },
  };
}
