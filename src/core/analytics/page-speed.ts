// Page-speed records (SPEC 3, 7, 9): web-vitals, loaded lazily so it adds nothing to the initial
// script, reports FCP, LCP, CLS, INP and TTFB; first input delay (FID, which web-vitals 5 no longer
// reports) comes from the Event Timing API's `first-input` entry, beside INP, rated by the spec's
// 100 / 300 ms. The latest value of each is kept and sent as one
// batch to POST /api/1/performance/records 30 s after load, or at once when the page is hidden
// (so nothing is lost when the visitor leaves early), by beacon with a keepalive fetch fallback.
// Collection stops 60 s after it began, with a last send of anything still pending.
import { lazy } from '../base/lazy.ts';
import {
  ELEMENT_PATH_MAX_LENGTH,
  PERFORMANCE_COLLECTION_LIMIT_MS,
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_PATH,
  PERFORMANCE_THRESHOLDS,
} from './constants.ts';
import { guard } from './safe.ts';
import { apiUrl, sendBeaconJson, type Transport } from './transport.ts';

type Rating = 'good' | 'needs-improvement' | 'poor';

/** What page speed reads from a web-vitals metric (with attribution). */
export interface VitalMetric {
  readonly name: string;
  readonly value: number;
  readonly delta: number;
  readonly id: string;
  readonly rating: Rating;
  readonly navigationType: string;
  readonly attribution?: object;
}

type Subscribe = (callback: (metric: VitalMetric) => void, options?: { reportAllChanges?: boolean }) => void;

export interface VitalsModule {
  readonly onFCP: Subscribe;
  readonly onLCP: Subscribe;
  readonly onCLS: Subscribe;
  readonly onINP: Subscribe;
  readonly onTTFB: Subscribe;
}

interface ConnectionInfo {
  effectiveType: string | undefined;
  rtt: number | undefined;
  downlink: number | undefined;
  saveData: boolean | undefined;
}

export interface PerformanceRecord {
  analyticsId: string;
  marketingId: string | undefined;
  memberId: string | undefined;
  connection: ConnectionInfo;
  metric: string;
  value: number;
  delta: number;
  rating: Rating;
  metricId: string;
  navigationType: string;
  element: string | undefined;
  pageUrl: string;
  timestamp: number;
}

interface PageSpeedOptions {
  readonly transport: Transport;
  readonly analyticsId: string;
  readonly marketingId: () => string | undefined;
  readonly memberId: () => string | undefined;
  readonly loadVitals?: () => Promise<VitalsModule>;
  readonly now?: () => number;
}

/** Rates a value with the spec's good / poor thresholds; metrics without spec thresholds keep web-vitals' rating. */
export function rateMetric(name: string, value: number, fallback: Rating = 'good'): Rating {
  const thresholds = PERFORMANCE_THRESHOLDS[name as keyof typeof PERFORMANCE_THRESHOLDS];
  if (!thresholds) return fallback;
  if (value <= thresholds.good) return 'good';
  if (value <= thresholds.poor) return 'needs-improvement';
  return 'poor';
}

export function cutElementPath(path: string | undefined): string | undefined {
  return path === undefined ? undefined : path.slice(0, ELEMENT_PATH_MAX_LENGTH);
}

/** The element blamed for a metric (LCP element, largest shift, slowest interaction, first input). */
export function metricElement(metric: VitalMetric): string | undefined {
  const attribution = (metric.attribution ?? {}) as Record<string, unknown>;
  for (const key of ['target', 'largestShiftTarget', 'interactionTarget', 'eventTarget'] as const) {
    const value = attribution[key];
    if (typeof value === 'string' && value !== '') return cutElementPath(value);
  }
  return undefined;
}

export function connectionInfo(): ConnectionInfo {
  const connection = (navigator as Navigator & { connection?: Record<string, unknown> }).connection ?? {};
  return {
    effectiveType: typeof connection.effectiveType === 'string' ? connection.effectiveType : undefined,
    rtt: typeof connection.rtt === 'number' ? connection.rtt : undefined,
    downlink: typeof connection.downlink === 'number' ? connection.downlink : undefined,
    saveData: typeof connection.saveData === 'boolean' ? connection.saveData : undefined,
  };
}

/** The Event Timing API's first input: what FID reads from it. */
interface FirstInputEntry {
  readonly startTime: number;
  readonly processingStart: number;
  readonly target?: Node | null;
}

/** A CSS path of an element, up to the first ancestor with an id (as web-vitals writes them). */
function elementSelector(node: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  for (let element = node instanceof Element ? node : null; element; element = element.parentElement) {
    const name = element.nodeName.toLowerCase();
    if (element.id) {
      parts.unshift(`${name}#${element.id}`);
      break;
    }
    const classes = [...element.classList].map((className) => `.${className}`).join('');
    parts.unshift(`${name}${classes}`);
  }
  return parts.length === 0 ? undefined : cutElementPath(parts.join('>'));
}

/** How the page was reached, in web-vitals' words ('back_forward' is 'back-forward'). */
function navigationType(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return typeof type === 'string' ? type.replace(/_/g, '-') : 'navigate';
}

/**
 * First input delay: the wait between the visitor's first input and the moment the page began
 * to handle it (processingStart - startTime), once per page, not when the page was hidden before
 * that input (the wait would be the browser's, not the page's). Nothing where the browser lacks
 * the Event Timing API. Returns a function that stops watching.
 */
function observeFirstInput(report: (metric: VitalMetric) => void): () => void {
  const Observer = globalThis.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('first-input')) return () => {};
  let firstHidden = document.visibilityState === 'hidden' ? 0 : Number.POSITIVE_INFINITY;
  const onHidden = (event: Event) => {
    if (document.visibilityState === 'hidden') firstHidden = Math.min(firstHidden, event.timeStamp);
  };
  window.addEventListener('visibilitychange', onHidden, true);
  let reported = false;
  const observer = new Observer(
    guard((list: PerformanceObserverEntryList) => {
      const entry = list.getEntries()[0] as unknown as FirstInputEntry | undefined;
      if (reported || !entry || entry.startTime >= firstHidden) return;
      reported = true;
      const value = Math.max(0, entry.processingStart - entry.startTime);
      const target = elementSelector(entry.target);
      report({
        name: 'FID',
        value,
        delta: value,
        id: `fid-${Math.round(entry.startTime)}`,
        rating: rateMetric('FID', value),
        navigationType: navigationType(),
        ...(target ? { attribution: { eventTarget: target } } : {}),
      });
    }),
  );
  try {
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    // A browser that lists the type but refuses the options: no FID rather than an error.
  }
  return () => {
    observer.disconnect();
    window.removeEventListener('visibilitychange', onHidden, true);
  };
}

const webVitals = lazy((): Promise<VitalsModule> => import('web-vitals/attribution'), 'web-vitals');
const loadWebVitals = webVitals.load;

/** How long ago the page's load event ended (0 where the browser does not say). */
function msSinceLoad(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const loadEnd = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;
  return loadEnd > 0 ? Math.max(0, performance.now() - loadEnd) : 0;
}

/**
 * Calls `flush` when the page is hidden or left; returns a function that stops listening.
 * Bubble-phase listeners on window run after web-vitals' capture-phase ones, so the final
 * values it reports on hide are already pending when this sends.
 */
function onPageLeaving(flush: () => void): () => void {
  const onVisibility = guard(() => {
    if (document.visibilityState === 'hidden') flush();
  });
  const onPageHide = guard(flush);
  window.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    window.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}

export function startPageSpeed(options: PageSpeedOptions): () => void {
  const now = options.now ?? Date.now;
  const pending = new Map<string, PerformanceRecord>();
  let stopped = false;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const cleanups: (() => void)[] = [];

  const flush = () => {
    if (pending.size === 0) return;
    const records = [...pending.values()];
    pending.clear();
    void sendBeaconJson(options.transport, apiUrl(options.transport, PERFORMANCE_PATH), { records }).catch(
      () => {},
    );
  };

  const onMetric = guard((metric: VitalMetric) => {
    if (stopped) return;
    pending.set(metric.name, {
      analyticsId: options.analyticsId,
      marketingId: options.marketingId(),
      memberId: options.memberId(),
      connection: connectionInfo(),
      metric: metric.name,
      value: metric.value,
      delta: metric.delta,
      rating: rateMetric(metric.name, metric.value, metric.rating),
      metricId: metric.id,
      navigationType: metric.navigationType,
      element: metricElement(metric),
      pageUrl: location.href,
      timestamp: now(),
    });
  });

  const stop = () => {
    if (stopped) return;
    flush();
    stopped = true;
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    for (const cleanup of cleanups.splice(0)) cleanup();
  };

  const scheduleFlush = (sinceLoad: number) => {
    if (stopped) return;
    flushTimer = setTimeout(guard(flush), Math.max(0, PERFORMANCE_FLUSH_DELAY_MS - sinceLoad));
  };
  // Analytics starts after the load event: the spec's 30 s count from the load, not from here.
  if (document.readyState === 'complete') scheduleFlush(msSinceLoad());
  else {
    const onLoad = () => scheduleFlush(0);
    window.addEventListener('load', onLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', onLoad));
  }
  const limitTimer = setTimeout(guard(stop), PERFORMANCE_COLLECTION_LIMIT_MS);
  cleanups.push(() => clearTimeout(limitTimer));

  cleanups.push(onPageLeaving(flush));

  // First input delay needs no web-vitals: the browser buffers the entry until it is asked.
  cleanups.push(observeFirstInput(onMetric));

  (options.loadVitals ?? loadWebVitals)()
    .then((vitals) => {
      if (stopped) return;
      const opts = { reportAllChanges: true };
      vitals.onFCP(onMetric, opts);
      vitals.onLCP(onMetric, opts);
      vitals.onCLS(onMetric, opts);
      vitals.onINP(onMetric, opts);
      vitals.onTTFB(onMetric, opts);
    })
    .catch(() => {});

  return () => {
    // Stopping (page teardown) sends what was gathered rather than dropping it.
    stop();
  };
}
