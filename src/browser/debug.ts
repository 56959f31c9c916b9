// Storefront.debug() (and `?storefront-debug` in the page URL): what the runtime found on the
// page, each island's state (hydrated, loading, waiting, or failed and why), the page context
// as read (after dropping bad fields), the analytics switch, the language and the platform
// calls that failed. For site owners wiring a page by hand: printed with console.info and
// returned as data. A chunk of its own: none of this is in the bundle until it is asked for.
import type { ConsentReport } from '../core/analytics/consent.ts';

import { ISLAND_ATTRIBUTE } from '../core/contract/index.ts';
import type { SiteContext } from '../core/domain/context-schema.ts';
import { failedCalls } from '../core/platform/errors.ts';
import type { Services } from '../core/store/services.ts';
import { islandsWithin } from './dom-watcher.ts';
import { describeElement } from './log.ts';

export interface IslandReport {
  /** The mount point, as console messages name it: `<div data-storefront="add-to-cart">`. */
  readonly element: string;
  readonly name: string;
  /** 'hydrated', 'loading', 'waiting' (for the viewport or a first interaction) or 'failed'. */
  readonly state: 'hydrated' | 'loading' | 'waiting' | 'failed';
  /** Why it failed, as logged. */
  readonly reason?: string;
}

export interface StorefrontDebugReport {
  readonly version: string;
  readonly islands: readonly IslandReport[];
  /** The page context as read: bad fields dropped, defaults filled in. */
  readonly context: SiteContext;
  /** The owner's analytics switch in force: 'on', 'analytics-off' or 'all-off'. */
  readonly analytics: string;
  /**
   * The visitor's consent (issue 36) as analytics applies it, and what waits for it; undefined
   * until the analytics chunk has started (it loads once the page is idle) or when it never does.
   */
  readonly consent: ConsentReport | undefined;
  readonly locale: string;
  readonly currency: string;
  /** Each failed platform call ("POST /api/… HTTP 500") and how often it failed. */
  readonly failedCalls: Readonly<Record<string, number>>;
}

const WAITING_NOTE = 'hydrates when it nears the viewport or on first pointer, focus or touch';

/** analytics/consent-wiring.ts's CONSENT_REPORT_KEY, spelled out: importing it would share a chunk. */
const CONSENT_REPORT_KEY = Symbol.for('storefront.consent-report');

function consentReport(): ConsentReport | undefined {
  const found: unknown = Reflect.get(window, CONSENT_REPORT_KEY);
  return typeof found === 'function' ? (found as () => ConsentReport)() : undefined;
}

export function collectDebugReport(
  version: string,
  islands: { stateOf(element: Element): string },
  services: Services,
  analytics: string,
): StorefrontDebugReport {
  return {
    version,
    islands: islandsWithin(document).map((element) => {
      const state = islands.stateOf(element);
      const known = state === 'hydrated' || state === 'loading' || state === 'waiting';
      return {
        element: describeElement(element),
        name: element.getAttribute(ISLAND_ATTRIBUTE) ?? '',
        ...(known ? { state } : { state: 'failed' as const, reason: state }),
      };
    }),
    context: services.context,
    analytics,
    consent: consentReport(),
    locale: services.locale,
    currency: services.currency,
    failedCalls: Object.fromEntries(failedCalls()),
  };
}

function describeConsent(consent: ConsentReport | undefined): string {
  if (!consent)
    return 'consent: analytics has not started (boot keeps Storefront.consent() calls until it does).';
  if (!consent.required) return 'consent: the cookie banner is off, so analytics does not wait for it.';
  const { visitor, 'page-speed': speed } = consent.waiting;
  return `consent: analytics ${consent.analytics}, marketing ${consent.marketing}${consent.source ? ` (from ${consent.source})` : ''}; waiting: ${visitor} visitor analytics calls, ${speed} page-speed start; dropped: ${consent.dropped}.`;
}

export function printDebugReport(
  version: string,
  islands: { stateOf(element: Element): string },
  services: Services,
  analytics: string,
  out: Pick<Console, 'info'> = console,
): StorefrontDebugReport {
  const report = collectDebugReport(version, islands, services, analytics);
  const counts = new Map<string, number>();
  for (const island of report.islands) counts.set(island.state, (counts.get(island.state) ?? 0) + 1);
  const summary = [...counts].map(([state, count]) => `${count} ${state}`).join(', ');
  out.info(
    `[Storefront] debug (${version}): ${report.islands.length} islands found${summary ? ` (${summary})` : ''}.`,
  );
  for (const island of report.islands) {
    const detail =
      island.state === 'failed'
        ? `failed: ${island.reason}`
        : island.state === 'waiting'
          ? `waiting (${WAITING_NOTE})`
          : island.state;
    out.info(`[Storefront]   ${island.element}: ${detail}`);
  }
  out.info(
    `[Storefront] language ${report.locale}, currency ${report.currency}, analytics ${report.analytics}.`,
  );
  out.info(`[Storefront] ${describeConsent(report.consent)}`);
  const calls = Object.entries(report.failedCalls);
  out.info(
    calls.length === 0
      ? '[Storefront] no platform call has failed.'
      : `[Storefront] failed platform calls: ${calls.map(([call, count]) => `${call} x${count}`).join('; ')}.`,
  );
  out.info(`[Storefront] page context as read: ${JSON.stringify(report.context, null, 2)}`);
  return report;
}
