// The analytics entry: census page view and visitor cookies, commerce events, v2 and legacy
// events, the census and commerce triggers from storefront DOM events, order analytics, page
// speed and the JavaScript error reporter. Fire and forget: everything but the error listener
// waits for an idle moment so hydration goes first, and nothing here throws. Every trigger asks
// the one gate (gate.ts): the spec's not-tracking rules, the platform's census switch from the
// bootstrap config (GET /api/context/config, fetched once in that idle moment) and the owner's
// switch. Where the owner turns it on, GA4 ecommerce events go to `window.dataLayer` too.

import type { KyInstance } from 'ky';
import { type BootstrapConfig, fetchBootstrapConfig } from '../platform/config-api.ts';
import { createHttp } from '../platform/http.ts';
import type { Services } from '../store/services.ts';
import { type Census, createCensus } from './census.ts';
import { type CommerceEvents, createCommerceEvents } from './commerce-events.ts';
import { createDataLayer } from './data-layer.ts';
import { dataLayerSwitch } from './data-layer-switch.ts';
import { createErrorReporter } from './error-reporter.ts';
import { createAnalyticsGate, type OwnerAnalyticsSwitch } from './gate.ts';
import { type AnalyticsIdentity, loadIdentity } from './identity.ts';
import { createLegacyTracker, type LegacyTracker } from './legacy-events.ts';
import { readMember } from './member.ts';
import { recordOrderOnce } from './order.ts';
import { startPageSpeed, type VitalsModule } from './page-speed.ts';
import { guard, whenIdle } from './safe.ts';
import type { TrackedEvent } from './tracked-events.ts';
import { type BeaconSender, createTransport } from './transport.ts';
import { createTriggers } from './triggers.ts';
import { createV2Tracker, type V2Environment, type V2Tracker } from './v2-events.ts';
import { clearCensusCookies, recordVisit, type Visit } from './visitor-cookies.ts';

/** Same shape as boot's IslandErrorReporter (analytics sits below boot, so it is not imported). */
export type IslandErrorReporter = (error: unknown, element: Element) => void;

export interface AnalyticsOptions {
  /** Census switched off for the whole platform. */
  readonly censusDisabled?: boolean;
  /** The site owner's analytics switch (issue 14); 'on' when missing. */
  readonly ownerSwitch?: OwnerAnalyticsSwitch;
  /** The owner's dataLayer opt-in; default: the page context's and script tag's (data-layer-switch.ts). */
  readonly dataLayer?: boolean;
  /** Reads the bootstrap config (default: GET /api/context/config with the `http` client). */
  readonly loadConfig?: () => Promise<BootstrapConfig>;
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
  /** v2 collector environment; default: the bootstrap config's, else prod. */
  readonly environment?: V2Environment;
  /** Collector origins; default: the bootstrap config's origin for its environment. */
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
  /** Tracked storefront DOM events, in the order they happened. */
  readonly events: readonly TrackedEvent[];
}

export interface StartedAnalytics {
  readonly reportError: IslandErrorReporter;
  readonly census: Census;
  readonly commerce: CommerceEvents;
  readonly trackEvent: LegacyTracker;
  readonly v2: V2Tracker;
  /** The bootstrap config once it settled: null when it failed or was not needed. */
  readonly config: Promise<BootstrapConfig | null>;
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

/** What reading the config is for: the v2 environment and collector it names. */
function v2Settings(options: AnalyticsOptions, config: BootstrapConfig | null) {
  const environment: V2Environment = options.environment ?? config?.analyticsEnvironment ?? 'prod';
  const collectors =
    options.collectors ?? (config?.collectorOrigin ? { [environment]: config.collectorOrigin } : undefined);
  return { environment, collectors };
}

const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function startAnalytics(services: Services, options: AnalyticsOptions = {}): StartedAnalytics {
  const { context, locale } = services;
  const transport = createTransport({
    apiRoot: context.apiRoot,
    fetch: options.fetch,
    beacon: options.beacon,
  });
  const doNotStore =
    context.cookieSettings.isRestrictiveCookiePolicyEnabled || context.website.cloneable === true;
  const gate = createAnalyticsGate({
    context,
    path: location.pathname,
    censusDisabled: options.censusDisabled === true || context.censusDisabled === true,
    ownerSwitch: options.ownerSwitch,
    dataLayer: options.dataLayer ?? dataLayerSwitch(context),
  });
  const tracking = () => gate.allows('visitor');
  const http = options.http ?? createHttp({ apiRoot: context.apiRoot });

  const errors = createErrorReporter({
    http,
    bundleBaseUrl: options.bundleBaseUrl ?? defaultBundleBaseUrl(),
    version: options.version ?? '',
  });
  const reportErrors = gate.allows('errors');
  const stopErrors = reportErrors ? errors.listen() : () => {};
  if (reportErrors) {
    for (const event of options.early?.errors ?? []) errors.reportEvent(event);
    for (const [error, element] of options.early?.islandErrors ?? []) errors.reportIsland(error, element);
  }

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
  const marketingId = () => (tracking() ? getVisit().record.id : undefined);

  // The bootstrap config: fetched in the idle task; triggers wait for it (it may switch census off).
  let stopped = false;
  let config: BootstrapConfig | null | undefined;
  const waiting: (() => void)[] = [];
  let settleConfig: (value: BootstrapConfig | null) => void = () => {};
  const configPromise = new Promise<BootstrapConfig | null>((resolve) => {
    settleConfig = (value) => {
      if (config !== undefined) return;
      config = value;
      gate.setPlatformCensusDisabled(value?.censusDisabled === true);
      resolve(value);
      for (const task of waiting.splice(0)) if (!stopped) task();
    };
  });
  const afterConfig = (task: () => void) => {
    if (stopped) return;
    if (config !== undefined) task();
    else waiting.push(task);
  };

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
  let v2Tracker: V2Tracker | undefined;
  const v2 = (): V2Tracker => {
    v2Tracker ??= createV2Tracker({
      transport,
      context,
      locale,
      marketingId,
      memberLocale: options.memberLocale,
      resolvedLocale: options.resolvedLocale,
      ...v2Settings(options, config ?? null),
      identity: getIdentity(),
    });
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
  const commerce = createCommerceEvents({
    context,
    track: trackEvent,
    enabled: tracking,
    // Each commerce event's v2 twin; in the dev environment each is validated too.
    v2: (name, data) => {
      const input = {
        schemaName: name,
        objectIdentifier:
          idOf(data.itemId) ?? idOf(data.cartId) ?? idOf((data.order as { id?: unknown } | undefined)?.id),
        fields: data,
      };
      void v2Lazy.track(input);
      if (v2Settings(options, config ?? null).environment === 'dev') void v2Lazy.validate(input);
    },
  });
  const dataLayer = createDataLayer({
    context,
    allowed: () => gate.allows('data-layer'),
    cart: () => services.cart.getState().cart,
  });
  const triggers = createTriggers({ gate, census, commerce, dataLayer, afterConfig });
  const stopTriggers = triggers.listen();
  for (const event of options.early?.events ?? []) triggers.handle(event);

  let stopPageSpeed: (() => void) | undefined;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const loadConfig = options.loadConfig ?? (() => fetchBootstrapConfig(http));
  const cancelIdle = (options.schedule ?? whenIdle)(() => {
    try {
      if (stopped) return;
      if (doNotStore) clearCensusCookies();
      if (gate.allows('page-speed') && options.pageSpeed !== false) {
        stopPageSpeed = startPageSpeed({
          transport,
          analyticsId: getIdentity().analyticsId,
          marketingId,
          memberId: () => readMember().memberAccountId,
          ...(options.loadVitals ? { loadVitals: options.loadVitals } : {}),
        });
      }
      // The config only tunes visitor analytics: a page that tracks nothing has no use for it.
      if (!tracking()) {
        settleConfig(null);
        resolveReady();
        return;
      }
      loadConfig()
        .catch((error: unknown) => {
          if (reportErrors) errors.reportCaught(error, 'bootstrap-config');
          return null;
        })
        .then((loaded) => {
          settleConfig(loaded);
          if (stopped || !tracking()) return;
          getVisit();
          void census.recordPageView();
          commerce.visitPage();
          dataLayer.visitPage();
          recordOrderOnce({ context, persist: !doNotStore, send: commerce.recordOrder });
        })
        .catch(() => {})
        .finally(resolveReady);
    } catch {
      // Never throw into the page.
      resolveReady();
    }
  });

  return {
    reportError: guard((error: unknown, element: Element) => {
      if (reportErrors) errors.reportIsland(error, element);
    }),
    census,
    commerce,
    trackEvent,
    v2: v2Lazy,
    config: configPromise,
    ready,
    stop: guard(() => {
      if (stopped) return;
      stopped = true;
      cancelIdle();
      settleConfig(null);
      resolveReady();
      stopTriggers();
      stopPageSpeed?.();
      errors.flush(true);
      stopErrors();
    }),
  };
}
