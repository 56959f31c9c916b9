// Analytics is fire-and-forget and never needed to show a page, so it loads as its own chunk
// once the page is idle. Until then this keeps what it must not miss: errors thrown by the
// bundle, island failures and add-to-cart events (bounded, in case it never loads).
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import { onStorefrontEvent } from '../store/events.ts';
import type { Services } from '../store/services.ts';
import type { IslandErrorReporter } from './islands.tsx';

export const EARLY_BUFFER_LIMIT = 10;
/** Latest moment analytics starts even on a page that never goes idle. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 3000;

type AnalyticsModule = typeof import('../analytics/index.ts');

export interface LazyAnalytics {
  readonly reportError: IslandErrorReporter;
  /** Resolves when analytics has started (or failed to load). */
  readonly loaded: Promise<void>;
  stop(): void;
}

function whenPageIdle(task: () => void): () => void {
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

export function loadAnalyticsWhenIdle(
  services: Services,
  version: string,
  load: () => Promise<AnalyticsModule> = () => import('../analytics/index.ts'),
): LazyAnalytics {
  const errors: Event[] = [];
  const islandErrors: [unknown, Element][] = [];
  const addToCart: AddToCartEventDetail[] = [];
  const keep = <T>(list: T[], item: T) => {
    if (list.length < EARLY_BUFFER_LIMIT) list.push(item);
  };
  const onError = (event: Event) => keep(errors, event);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  const stopAddToCart = onStorefrontEvent('add-to-cart', (detail) => keep(addToCart, detail));
  const quickViews: string[] = [];
  const stopQuickViews = onStorefrontEvent('quick-view', (detail) => keep(quickViews, detail.productId));
  const stopBuffering = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    stopAddToCart();
    stopQuickViews();
  };

  let started: ReturnType<AnalyticsModule['startAnalytics']> | undefined;
  let stopped = false;
  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  const cancel = whenPageIdle(() => {
    load()
      .then((analytics) => {
        if (stopped) return;
        // Same task: the buffer stops and analytics' own listeners start with no gap between.
        stopBuffering();
        started = analytics.startAnalytics(services, {
          version,
          early: { errors, islandErrors, addToCart, quickViews },
        });
      })
      .catch(() => {
        // Analytics must never affect the shop; a chunk that fails to load is simply skipped.
      })
      .finally(markLoaded);
  });

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
