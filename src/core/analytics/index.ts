// The analytics entry: census page view and visitor cookies, commerce events, v2 and legacy
// events, the census and commerce triggers from storefront DOM events, order analytics, page
// speed and the JavaScript error reporter. Fire and forget: everything but the error listener
// waits for an idle moment so hydration goes first, and nothing here throws. Every trigger asks
// the one gate (gate.ts): the spec's not-tracking rules, the platform's census switch from the
// bootstrap config (GET /api/context/config, fetched once in that idle moment) and the owner's
// switch. Where the owner turns it on, GA4 ecommerce events go to `window.dataLayer` too.
// With the cookie banner on (issue 36) the gate also asks the visitor's consent: what only waits
// for it is held in memory (consent.ts) and nothing is stored until it is granted.

import type { KyInstance } from 'ky';
import { type BootstrapConfig, fetchBootstrapConfig } from '../platform/config-api.ts';
import { createHttp } from '../platform/http.ts';
import type { Services } from '../store/services.ts';
import { type Census, createCensus } from './census.ts';
import { type CommerceEvents, createCommerceEvents } from './commerce-events.ts';
import { type ConfigWait, createConfigWait } from './config-wait.ts';
import type { Consent } from './consent.ts';
import { startConsent } from './consent-wiring.ts';
import { createDataLayer, type DataLayerEvents } from './data-layer.ts';
import { dataLayerSwitch } from './data-layer-switch.ts';
import { createErrorReporter } from './error-reporter.ts';
import { createAnalyticsGate, type OwnerAnalyticsSwitch } from './gate.ts';
import { type AnalyticsIdentity, loadIdentity } from './identity.ts';
import { commerceV2Twin, lazyV2Tracker } from './lazy-v2.ts';
import { onceLeaving, pageIsLeaving } from './leaving.ts';
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

/** Same shape as the browser entry's IslandErrorReporter (analytics sits below it, so it is not imported). */
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
  readonly resolvedLocale?: string;
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

/** What every part of analytics shares: the page, the transport, the one gate, the client. */
function analyticsSetting(services: Services, options: AnalyticsOptions, consent: Consent) {
  const { context } = services;
  const gate = createAnalyticsGate({
    context,
    path: location.pathname,
    censusDisabled: options.censusDisabled === true || context.censusDisabled === true,
    ownerSwitch: options.ownerSwitch,
    dataLayer: options.dataLayer ?? dataLayerSwitch(context),
    consent: consent.analytics,
  });
  return {
    context,
    options,
    gate,
    consent,
    transport: createTransport({ apiRoot: context.apiRoot, fetch: options.fetch, beacon: options.beacon }),
    http: options.http ?? createHttp({ apiRoot: context.apiRoot, crumbOrigins: context.crumbOrigins }),
    /** A restrictive cookie policy or a cloneable site: nothing is stored in the visitor's browser. */
    doNotStore: context.cookieSettings.isRestrictiveCookiePolicyEnabled || context.website.cloneable === true,
    tracking: () => gate.allows('visitor'),
  };
}

type AnalyticsSetting = ReturnType<typeof analyticsSetting>;

/** The JavaScript error reporter where the gate allows it, with what failed before analytics loaded. */
function startErrorReports({ gate, http, options, consent }: AnalyticsSetting) {
  const errors = createErrorReporter({
    http,
    bundleBaseUrl: options.bundleBaseUrl ?? defaultBundleBaseUrl(),
    version: options.version ?? '',
    visitorFields: consent.analytics,
  });
  // A choice made: what waited for its visitor fields goes now (with them or without).
  consent.onChange(() => errors.flush());
  const allowed = gate.allows('errors');
  const stopListening = allowed ? errors.listen() : () => {};
  if (allowed) {
    for (const event of options.early?.errors ?? []) errors.reportEvent(event);
    for (const [error, element] of options.early?.islandErrors ?? []) errors.reportIsland(error, element);
  }
  return {
    reportIsland: (error: unknown, element: Element) => {
      if (allowed) errors.reportIsland(error, element);
    },
    reportCaught: (error: unknown, where: string) => {
      if (allowed) errors.reportCaught(error, where);
    },
    stop: () => {
      errors.flush(true);
      stopListening();
    },
  };
}

/** Identity and visit, read on first use: inside the idle task, not on the critical path. */
function lazyVisitor(doNotStore: boolean) {
  let identity: AnalyticsIdentity | undefined;
  let visit: Visit | undefined;
  return {
    identity: () => {
      identity ??= loadIdentity({ persist: !doNotStore });
      return identity;
    },
    visit: () => {
      visit ??= recordVisit({ doNotStore });
      return visit;
    },
  };
}

interface FirstVisitParts {
  readonly visitor: ReturnType<typeof lazyVisitor>;
  readonly marketingId: () => string | undefined;
  readonly config: ConfigWait;
  readonly reportCaught: (error: unknown, where: string) => void;
  readonly census: Census;
  readonly commerce: CommerceEvents;
  readonly dataLayer: DataLayerEvents;
  readonly isStopped: () => boolean;
}

/** Page speed, where the gate allows it: started once the page's first idle moment has come. */
function pageSpeedStarter(setting: AnalyticsSetting, parts: FirstVisitParts) {
  const { options, gate } = setting;
  let stop: (() => void) | undefined;
  return {
    start: () => {
      if (parts.isStopped() || options.pageSpeed === false || !gate.allows('page-speed')) return;
      stop = startPageSpeed({
        transport: setting.transport,
        analyticsId: parts.visitor.identity().analyticsId,
        marketingId: parts.marketingId,
        memberId: () => readMember().memberAccountId,
        ...(options.loadVitals ? { loadVitals: options.loadVitals } : {}),
      });
    },
    stop: () => stop?.(),
  };
}

/**
 * The page's first idle moment: page speed, then the bootstrap config and, where visitor
 * analytics is on, the page view and the page's commerce and dataLayer events. `ready` resolves
 * once that has been started (or skipped, failed, cancelled). A visitor who leaves before then
 * (the bounces, often the largest group) is counted too: the page view goes as they leave.
 */
function scheduleFirstVisit(setting: AnalyticsSetting, parts: FirstVisitParts) {
  const { options, gate, tracking, doNotStore, consent } = setting;
  const loadConfig = options.loadConfig ?? (() => fetchBootstrapConfig(setting.http));
  let finish: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const visitPage = () => {
    if (parts.isStopped() || !tracking()) return;
    parts.visitor.visit();
    void parts.census.recordPageView();
    parts.commerce.visitPage();
    recordOrderOnce({ context: setting.context, persist: !doNotStore, send: parts.commerce.recordOrder });
  };
  let visited = false;
  const recordPageVisit = (loaded: BootstrapConfig | null) => {
    if (visited) return;
    visited = true;
    parts.config.settle(loaded);
    if (parts.isStopped()) return;
    // The tag manager's events do not wait for consent (it applies consent to its own tags).
    parts.dataLayer.visitPage();
    if (gate.waits('visitor')) consent.hold('visitor', visitPage);
    else visitPage();
  };
  const speed = pageSpeedStarter(setting, parts);
  let begun = false;
  let awaitingConfig = false;
  const begin = () => {
    if (begun || parts.isStopped()) return;
    begun = true;
    try {
      if (doNotStore) clearCensusCookies();
      if (gate.waits('page-speed')) consent.hold('page-speed', speed.start);
      else speed.start();
      // The config only tunes visitor analytics: a page that tracks nothing has no use for it.
      if (!tracking() && !gate.waits('visitor')) {
        parts.config.settle(null);
        finish();
        return;
      }
      awaitingConfig = true;
      loadConfig()
        .catch((error: unknown) => {
          parts.reportCaught(error, 'bootstrap-config');
          return null;
        })
        .then(recordPageVisit)
        .catch(() => {})
        .finally(finish);
    } catch {
      // Never throw into the page.
      finish();
    }
  };
  const cancelIdle = (options.schedule ?? whenIdle)(begin);
  // Leaving before the page view went: it goes now, without the config (what it tunes keeps its
  // defaults; the platform applies its own census switch to what it receives), and the calls
  // are keepalive ones (transport.ts), so they outlive the page. Consent holds as ever.
  const leave = () => {
    cancelIdle();
    begin();
    if (!awaitingConfig || parts.isStopped()) return;
    recordPageVisit(null);
    finish();
  };
  // Analytics loads at once when the page is hidden (analytics-loader.ts): it may start hidden.
  const stopLeaving = onceLeaving(leave);
  if (pageIsLeaving()) leave();
  return {
    ready,
    cancel: () => {
      cancelIdle();
      stopLeaving();
    },
    finish,
    stopPageSpeed: speed.stop,
  };
}

/** The legacy tracker, the census, the v2 tracker, the commerce events and the data layer. */
function createTrackers(
  services: Services,
  options: AnalyticsOptions,
  setting: ReturnType<typeof analyticsSetting>,
  visit: {
    visitor: ReturnType<typeof lazyVisitor>;
    marketingId: () => string | undefined;
    config: ConfigWait;
  },
) {
  const { context, gate, transport, tracking } = setting;
  const { locale } = services;
  const { visitor, marketingId, config } = visit;
  const trackEvent = createLegacyTracker({ transport, context, locale });
  const census = createCensus({
    transport,
    context,
    locale,
    enabled: tracking,
    visitorCookie: () => visitor.visit().cookieValue,
  });
  const v2 = lazyV2Tracker(() =>
    createV2Tracker({
      transport,
      context,
      locale,
      marketingId,
      resolvedLocale: options.resolvedLocale,
      ...v2Settings(options, config.current() ?? null),
      identity: visitor.identity(),
    }),
  );
  const environment = () => v2Settings(options, config.current() ?? null).environment;
  const commerce = createCommerceEvents({
    context,
    track: trackEvent,
    enabled: tracking,
    v2: commerceV2Twin(v2, environment),
  });
  const dataLayer = createDataLayer({
    context,
    allowed: () => gate.allows('data-layer'),
    cart: () => services.cart.getState().cart,
  });
  return { trackEvent, census, v2, commerce, dataLayer };
}

export function startAnalytics(services: Services, options: AnalyticsOptions = {}): StartedAnalytics {
  const early = options.early?.events ?? [];
  const consentChoices = early.flatMap((event) => (event.name === 'consent' ? [event.detail] : []));
  const started = startConsent(services.context, consentChoices);
  const { consent } = started;
  const setting = analyticsSetting(services, options, consent);
  const { gate, tracking } = setting;
  const errors = startErrorReports(setting);
  const visitor = lazyVisitor(setting.doNotStore);
  // The marketing id (a visitor id kept across visits) also needs the marketing choice.
  const marketingId = () =>
    tracking() && consent.marketing() === 'granted' ? visitor.visit().record.id : undefined;
  let stopped = false;
  const isStopped = () => stopped;
  const config = createConfigWait({
    onSettle: (loaded) => gate.setPlatformCensusDisabled(loaded?.censusDisabled === true),
    isStopped,
  });

  const { trackEvent, census, v2, commerce, dataLayer } = createTrackers(services, options, setting, {
    visitor,
    marketingId,
    config,
  });
  const triggers = createTriggers({
    gate,
    census,
    commerce,
    dataLayer,
    afterConfig: config.afterConfig,
    hold: (task) => consent.hold('visitor', task),
  });
  const stopTriggers = triggers.listen();
  for (const event of early) triggers.handle(event);
  const { reportCaught } = errors;
  const firstVisit = scheduleFirstVisit(setting, {
    visitor,
    marketingId,
    config,
    reportCaught,
    census,
    commerce,
    dataLayer,
    isStopped,
  });

  return {
    reportError: guard(errors.reportIsland),
    census,
    commerce,
    trackEvent,
    v2,
    config: config.settled,
    ready: firstVisit.ready,
    stop: guard(() => {
      if (stopped) return;
      stopped = true;
      firstVisit.cancel();
      config.settle(null);
      firstVisit.finish();
      stopTriggers();
      firstVisit.stopPageSpeed();
      errors.stop();
      started.stop();
    }),
  };
}
