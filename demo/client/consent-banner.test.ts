// The demo's banner stands in for the platform's cookie banner: its choice has to reach the
// storefront's consent, before the script has loaded (through the queue) and after (issue 49
// item 14; demo/e2e/consent.e2e.ts proves the same in a browser, this fails first and fast).
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicApi, runQueuedCall, type StorefrontApi } from '../../src/browser/public-api.ts';
import { startConsent } from '../../src/core/analytics/consent-wiring.ts';
import { SiteContextSchema } from '../../src/core/domain/context-schema.ts';
import { consentPageBody } from '../scripts/consent-page.ts';
import { mountConsentBanner } from './consent-banner.ts';

/** The page context of /qa/consent/: the cookie banner on, so tracking waits for the choice. */
const context = SiteContextSchema.parse({ cookieSettings: { isCookieBannerEnabled: true } });

/** The public API as start() makes it; only its consent() is used here. */
const publicApi = (): StorefrontApi =>
  createPublicApi(
    'test',
    undefined as never,
    undefined as never,
    { mountAll: () => {}, unmountAll: () => {} },
    () => Promise.reject(new Error('not used')),
  );

const press = (name: string) => {
  const button = [...document.querySelectorAll('button')].find((each) => each.textContent === name);
  if (!button) throw new Error(`no ${name} button`);
  button.click();
};

let stop = () => {};
afterEach(() => {
  stop();
  delete window.Storefront;
  document.body.innerHTML = '';
});

function consentPage() {
  document.body.innerHTML = consentPageBody({ id: 'mug' });
  mountConsentBanner();
}

describe("the demo's cookie banner feeds the storefront's consent", () => {
  it('Accept, once the storefront has started: analytics and marketing granted by the page', () => {
    const started = startConsent(context, []);
    stop = started.stop;
    window.Storefront = publicApi();
    consentPage();
    expect(started.consent.report()).toMatchObject({ analytics: 'pending', marketing: 'pending' });
    press('Accept analytics');
    expect(started.consent.report()).toMatchObject({
      analytics: 'granted',
      marketing: 'granted',
      source: 'api',
    });
    expect(document.getElementById('demo-consent-banner')?.hidden).toBe(true);
    expect(document.getElementById('demo-consent-choice')?.textContent).toBe('You accepted analytics.');
  });

  it('Refuse, before the script has loaded: kept in the queue and refused once it runs', () => {
    consentPage();
    press('Refuse');
    const queued = window.Storefront;
    expect(Array.isArray(queued)).toBe(true);
    // What start() does with the queue once the script has loaded.
    const started = startConsent(context, []);
    stop = started.stop;
    const api = publicApi();
    window.Storefront = api;
    for (const call of queued as readonly (readonly unknown[])[]) runQueuedCall(api, call);
    expect(started.consent.report()).toMatchObject({ analytics: 'denied', marketing: 'denied' });
    expect(document.getElementById('demo-consent-choice')?.textContent).toBe('You refused analytics.');
  });
});
