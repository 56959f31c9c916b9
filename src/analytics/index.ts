// The analytics entry: census page view and visitor cookies, commerce events, v2 and legacy
// events, page speed and the JavaScript error reporter. Fire and forget: everything but the
// error listener waits for an idle moment so hydration goes first, and nothing here throws.

import type { KyInstance } from 'ky';
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import { createHttp } from '../platform/http.ts';
import { onStorefrontEvent } from '../store/events.ts';
import type { Services } from '../store/services.ts';
import { type Census, createCensus } from './census.ts';
import { type CommerceEvents, createCommerceEvents } from './commerce-events.ts';
import { createErrorReporter } from './error-reporter.ts';
import { type AnalyticsIdentity, loadIdentity } from './identity.ts';
import { createLegacyTracker, type LegacyTracker } from './legacy-events.ts';
import { readMember } from './member.ts';
import { startPageSpeed, type VitalsModule } from './page-speed.ts';
import { guard, whenIdle } from './safe.ts';
import { shouldTrackVisitor } from './tracking-policy.ts';
import { type BeaconSender, createTransport } from './transport.ts';
import { createV2Tracker, type V2Environment, type V2Tracker } from './v2-events.ts';
import { clearCensusCookies, recordVisit, type Visit } from './visitor-cookies.ts';

/** Same shape as boot's IslandErrorReporter (analytics sits below boot, so it is not imported). */
export type IslandErrorReporter = (error: unknown, element: Element) => void;

export interface AnalyticsOptions {
  /** Census switched off for the whole platform. */
  readonly censusDisabled?: boolean;
  /** Where the bundle's scripts live; errors from elsewhere on the page are not reported. */
  readonly bundleBaseUrl?: string;
  readonly version?: string;
  readonly fetch?: typeof fetch;
  /** The platform client for the error reporter (default: one for the context's API root). */
  readonly http?: KyInstance;
  /** Beacon sender; null turns beacons off (keepalive fetch is used instead). */
  readonly beacon?: BeaconSender | null;
  readonly loadVitals?: () => Promise<VitalsModule>;
  readonly pageSpeed?: boolean;
  readonly environment?: V2Environment;
  readonly collectors?: Partial<Record<V2Environment, string>>;
  readonly memberLocale?: string;
  readonly resolvedLocale?: string;
  readonly variantId?: string;
  /** What happened before analytics loaded (it loads lazily); replayed at start. */
  readonly early?: EarlyActivity;
  /** How deferred start-up work is scheduled (default: when idle). */
  readonly schedule?: (task: () => void) => () => void;
}

export interface EarlyActivity {
  readonly errors: readonly Event[];
  readonly islandErrors: readonly (readonly [unknown, Element])[];
  readonly addToCart: readonly AddToCartEventDetail[];
  /** Product ids of quick views opened before analytics loaded. */
  readonly quickViews?: readonly string[];
}

export interface StartedAnalytics {
  readonly reportError: IslandErrorReporter;
  readonly census: Census;
  readonly commerce: CommerceEvents;
  readonly trackEvent: LegacyTracker;
  readonly v2: V2Tracker;
  /** Resolves once the page view and page-kind events have been started. */
  readonly ready: Promise<void>;
  stop(): void;
}

/** The directory of the bundle (chunks live one level below the main file). */
export function defaultBundleBaseUrl(moduleUrl: string = import.meta.url): string {
  try {
    return new URL('.', moduleUrl).href.replace(/chunks\/$/, '');
  } catch {
    return '';
  }
}

export function startAnalytics(services: Services, options: AnalyticsOptions = {}): StartedAnalytics {
  const { context, locale } = services;
  const transport = createTransport({
    apiRoot: context.apiRoot,
    fetch: options.fetch,
    beacon: options.beacon,
  });
  const doNotStore =
    context.cookieSettings.isRestrictiveCookiePolicyEnabled || context.website.cloneable === true;
  const censusDisabled = options.censusDisabled === true || context.censusDisabled === true;
  const tracking = shouldTrackVisitor({ context, path: location.pathname, censusDisabled });

  const errors = createErrorReporter({
    http: options.http ?? createHttp({ apiRoot: context.apiRoot }),
    bundleBaseUrl: options.bundleBaseUrl ?? defaultBundleBaseUrl(),
    version: options.version ?? '',
  });
  const stopErrors = errors.listen();
  for (const event of options.early?.errors ?? []) errors.reportEvent(event);
  for (const [error, element] of options.early?.islandErrors ?? []) errors.reportIsland(error, element);

  // Identity and visit are read on first use, inside the idle task, not on the critical path.
  let identity: AnalyticsIdentity | undefined;
  let visit: Visit | undefined;
  const getIdentity = () => {
    identity ??= loadIdentity({ persist: !doNotStore });
    return identity;
  };
  const getVisit = () => {
    visit ??= recordVisit({ doNotStore });
    return visit;
  };
  const marketingId = () => (tracking ? getVisit().record.id : undefined);

  const trackEvent = createLegacyTracker({
    transport,
    context,
    locale,
    memberLocale: options.memberLocale,
    variantId: options.variantId,
  });
  const census = createCensus({
    transport,
    context,
    locale,
    enabled: tracking,
    visitorCookie: () => getVisit().cookieValue,
  });
  const commerce = createCommerceEvents({ context, track: trackEvent, enabled: tracking });
  const stopCommerce = commerce.listen();
  // Quick views (storefront:quick-view) -> POST /api/census/RecordQuickView/{id}; errors swallowed.
  const stopQuickViews = onStorefrontEvent('quick-view', (detail) => void census.quickView(detail.productId));
  for (const productId of options.early?.quickViews ?? []) void census.quickView(productId);
  for (const detail of options.early?.addToCart ?? []) commerce.recordAddToCart(detail);
  const v2Options = {
    transport,
    context,
    locale,
    marketingId,
    memberLocale: options.memberLocale,
    resolvedLocale: options.resolvedLocale,
    environment: options.environment,
    collectors: options.collectors,
  };
  let v2Tracker: V2Tracker | undefined;
  const v2 = (): V2Tracker => {
    v2Tracker ??= createV2Tracker({ ...v2Options, identity: getIdentity() });
    return v2Tracker;
  };
  const v2Lazy: V2Tracker = {
    content: (input) => v2().content(input),
    track: async (input) => {
      try {
        await v2().track(input);
      } catch {
        // Fire and forget.
      }
    },
    validate: async (input) => {
      try {
        return await v2().validate(input);
      } catch {
        return undefined;
      }
    },
  };

  let stopPageSpeed: (() => void) | undefined;
  let stopped = false;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const cancelIdle = (options.schedule ?? whenIdle)(() => {
    try {
      if (stopped) return;
      if (doNotStore) clearCensusCookies();
      if (tracking) {
        getVisit();
        void census.recordPageView();
        commerce.visitPage();
      }
      if (options.pageSpeed !== false) {
        stopPageSpeed = startPageSpeed({
          transport,
          analyticsId: getIdentity().analyticsId,
          marketingId,
          memberId: () => readMember().memberAccountId,
          ...(options.loadVitals ? { loadVitals: options.loadVitals } : {}),
        });
      }
    } catch {
      // Never throw into the page.
    } finally {
      resolveReady();
    }
  });

  return {
    reportError: guard((error: unknown, element: Element) => errors.reportIsland(error, element)),
    census,
    commerce,
    trackEvent,
    v2: v2Lazy,
    ready,
    stop: guard(() => {
      if (stopped) return;
      stopped = true;
      cancelIdle();
      resolveReady();
      stopCommerce();
      stopQuickViews();
      stopPageSpeed?.();
      errors.flush(true);
      stopErrors();
    }),
  };
}
