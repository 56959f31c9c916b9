// Connects the consent state (consent.ts) to its sources on the page (consent-sources.ts): the
// Storefront.consent() calls (kept by the browser entry before this chunk loaded, then heard live), Consent
// Mode in the dataLayer and the TCF CMP, and drops what is held when the page goes away. The
// state is also published for Storefront.debug() (the browser entry's debug chunk reads it by its key).

import { type ConsentChoice, onStorefrontEvent } from '../contract/storefront-events.ts';
import type { SiteContext } from '../domain/context-schema.ts';
import { type Consent, type ConsentReport, createConsent } from './consent.ts';
import { fromApi, watchConsentMode, watchTcf } from './consent-sources.ts';
import { guard } from './safe.ts';

/** Where Storefront.debug() finds the consent report (a function on window under this symbol). */
const CONSENT_REPORT_KEY = Symbol.for('storefront.consent-report');

type ReportHost = Window & { [CONSENT_REPORT_KEY]?: () => ConsentReport };

export function startConsent(
  context: SiteContext,
  early: readonly ConsentChoice[],
  win: Window = window,
): { readonly consent: Consent; stop(): void } {
  const required = context.cookieSettings.isCookieBannerEnabled;
  const consent = createConsent(required);
  const host = win as ReportHost;
  host[CONSENT_REPORT_KEY] = consent.report;
  if (!required) {
    return {
      consent,
      stop: () => {
        if (host[CONSENT_REPORT_KEY] === consent.report) delete host[CONSENT_REPORT_KEY];
      },
    };
  }
  const fromPage = (choice: unknown) => {
    const update = fromApi(choice);
    if (update) consent.update(update, 'api');
  };
  // The page's standards first, then the calls made through the API (the page's own word).
  const stops = [
    watchConsentMode(
      win,
      guard((update) => consent.update(update, 'consent-mode')),
    ),
    watchTcf(
      win,
      guard((update) => consent.update(update, 'tcf')),
    ),
  ];
  for (const choice of early) fromPage(choice);
  stops.push(onStorefrontEvent('consent', guard(fromPage), win.document));
  // What waits when the page goes away was never allowed: it is dropped, not sent in a beacon.
  const onPageHide = () => consent.dropHeld();
  win.addEventListener('pagehide', onPageHide);
  return {
    consent,
    stop() {
      for (const stop of stops) stop();
      win.removeEventListener('pagehide', onPageHide);
      if (host[CONSENT_REPORT_KEY] === consent.report) delete host[CONSENT_REPORT_KEY];
    },
  };
}
