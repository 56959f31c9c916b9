// The one gate every analytics trigger goes through. It joins the spec's not-tracking rules
// (SPEC 6, tracking-policy.ts), the platform's census switch from the bootstrap config and the
// site owner's analytics switch (issue 14) into one answer per kind of data:
// - visitor: census calls, visitor cookies, commerce, v2 and order events;
// - page-speed: web-vitals performance records;
// - errors: the JavaScript error reporter;
// - data-layer: GA4 ecommerce events pushed to `window.dataLayer` for the owner's tag manager
//   (issue 22): visitor analytics' rules, plus the owner's opt-in, and never under a restrictive
//   cookie policy (the tags a tag manager fires set their own cookies).
// The owner switch is read here and nowhere else, so wiring it is one line (`ownerSwitch`).
// With the cookie banner on (issue 36), the visitor's analytics choice (consent.ts) is the last
// rule for visitor analytics and page speed: while it is pending they wait (`waits`), once
// refused they are off. Errors go out (their visitor fields wait: error-reporter.ts); the
// dataLayer's events do not wait either: the tag manager applies consent to its own tags.
import type { SiteContext } from '../domain/context-schema.ts';
import type { ConsentValue } from './consent.ts';
import { type SkipReason, trackingSkipReason } from './tracking-policy.ts';

/**
 * The site owner's analytics switch (issue 14): 'on' tracks as usual, 'analytics-off' turns
 * visitor analytics off only, 'all-off' turns visitor analytics, page speed and the error
 * reporter off.
 */
export type OwnerAnalyticsSwitch = 'on' | 'analytics-off' | 'all-off';

type AnalyticsKind = 'visitor' | 'page-speed' | 'errors' | 'data-layer';

type GateSkipReason =
  | SkipReason
  | 'owner-switch'
  | 'data-layer-off'
  | 'cookie-policy'
  | 'consent-pending'
  | 'consent-denied';

interface GateInput {
  readonly context: SiteContext;
  /** The page path (the /config rule for viewers). */
  readonly path: string;
  /** Census switched off by the page or the caller. */
  readonly censusDisabled?: boolean | undefined;
  readonly ownerSwitch?: OwnerAnalyticsSwitch | undefined;
  /** The owner turned the dataLayer's ecommerce events on (data-layer-switch.ts); off when missing. */
  readonly dataLayer?: boolean | undefined;
  /** The visitor's analytics choice (consent.ts); granted when missing. */
  readonly consent?: (() => ConsentValue) | undefined;
}

export interface AnalyticsGate {
  /** Whether data of this kind may be sent now. */
  allows(kind: AnalyticsKind): boolean;
  /** Whether data of this kind only waits for the visitor's consent (everything else allows it). */
  waits(kind: AnalyticsKind): boolean;
  /** Why visitor analytics is skipped, if it is. */
  skipReason(): GateSkipReason | undefined;
  /** Applies the platform's switch from the bootstrap config once it has arrived. */
  setPlatformCensusDisabled(disabled: boolean): void;
}

/** One decision, as a pure function (what the gate object answers from). */
export function gateDecision(
  input: GateInput & { readonly platformCensusDisabled?: boolean },
  kind: AnalyticsKind,
): { allowed: boolean; reason: GateSkipReason | undefined } {
  const owner = input.ownerSwitch ?? 'on';
  const consent = input.consent?.() ?? 'granted';
  const consentReason = consent === 'granted' ? undefined : (`consent-${consent}` as const);
  if (owner === 'all-off') return { allowed: false, reason: 'owner-switch' };
  if (kind === 'errors') return { allowed: true, reason: undefined };
  if (kind === 'page-speed') return { allowed: consentReason === undefined, reason: consentReason };
  if (owner === 'analytics-off') return { allowed: false, reason: 'owner-switch' };
  if (kind === 'data-layer') {
    if (input.dataLayer !== true) return { allowed: false, reason: 'data-layer-off' };
    if (input.context.cookieSettings.isRestrictiveCookiePolicyEnabled)
      return { allowed: false, reason: 'cookie-policy' };
  }
  const reason = trackingSkipReason({
    context: input.context,
    path: input.path,
    censusDisabled: input.censusDisabled === true || input.platformCensusDisabled === true,
  });
  if (reason === undefined && kind === 'visitor' && consentReason)
    return { allowed: false, reason: consentReason };
  return { allowed: reason === undefined, reason };
}

export function createAnalyticsGate(input: GateInput): AnalyticsGate {
  let platformCensusDisabled = false;
  const decide = (kind: AnalyticsKind) => gateDecision({ ...input, platformCensusDisabled }, kind);
  return {
    allows: (kind) => decide(kind).allowed,
    waits: (kind) => decide(kind).reason === 'consent-pending',
    skipReason: () => decide('visitor').reason,
    setPlatformCensusDisabled(disabled) {
      platformCensusDisabled = disabled;
    },
  };
}
