import { describe, expect, it } from 'vitest';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { createAnalyticsGate, gateDecision } from './gate.ts';

const anonymous = SiteContextSchema.parse({ website: { id: 'site-us' }, pageType: 50 });
const signedIn = SiteContextSchema.parse({
  website: { id: 'site-us' },
  authenticatedAccount: { id: 'owner' },
  websiteRoles: [1],
});

describe('the analytics gate', () => {
  it('lets everything through for an anonymous visitor with every switch on', () => {
    const gate = createAnalyticsGate({ context: anonymous, path: '/shop' });
    expect([gate.allows('visitor'), gate.allows('page-speed'), gate.allows('errors')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(gate.skipReason()).toBeUndefined();
  });

  it("applies the spec's not-tracking rules to visitor analytics only", () => {
    const gate = createAnalyticsGate({ context: signedIn, path: '/shop' });
    expect(gate.allows('visitor')).toBe(false);
    expect(gate.skipReason()).toBe('signed-in');
    expect(gate.allows('page-speed')).toBe(true);
    expect(gate.allows('errors')).toBe(true);
    for (const pageType of [100, 103, 106]) {
      const context = SiteContextSchema.parse({ website: { id: 's' }, pageType });
      expect(createAnalyticsGate({ context, path: '/' }).skipReason()).toBe('page-type');
    }
    expect(createAnalyticsGate({ context: anonymous, path: '/', censusDisabled: true }).skipReason()).toBe(
      'census-disabled',
    );
  });

  it('a viewer-only account is tracked outside /config', () => {
    const viewer = SiteContextSchema.parse({
      website: { id: 's' },
      authenticatedAccount: { id: 'v' },
      websiteRoles: [10],
    });
    expect(createAnalyticsGate({ context: viewer, path: '/shop' }).allows('visitor')).toBe(true);
    expect(createAnalyticsGate({ context: viewer, path: '/config/pages' }).allows('visitor')).toBe(false);
  });

  it("follows the platform's census switch from the bootstrap config once it arrives", () => {
    const gate = createAnalyticsGate({ context: anonymous, path: '/' });
    gate.setPlatformCensusDisabled(true);
    expect(gate.allows('visitor')).toBe(false);
    expect(gate.skipReason()).toBe('census-disabled');
    expect(gate.allows('page-speed')).toBe(true);
    gate.setPlatformCensusDisabled(false);
    expect(gate.allows('visitor')).toBe(true);
  });

  it("the owner switch: 'analytics-off' stops visitor analytics only, 'all-off' stops page speed and errors too", () => {
    const analyticsOff = createAnalyticsGate({ context: anonymous, path: '/', ownerSwitch: 'analytics-off' });
    expect([
      analyticsOff.allows('visitor'),
      analyticsOff.allows('page-speed'),
      analyticsOff.allows('errors'),
    ]).toEqual([false, true, true]);
    expect(analyticsOff.skipReason()).toBe('owner-switch');
    const allOff = createAnalyticsGate({ context: anonymous, path: '/', ownerSwitch: 'all-off' });
    expect([allOff.allows('visitor'), allOff.allows('page-speed'), allOff.allows('errors')]).toEqual([
      false,
      false,
      false,
    ]);
    expect(gateDecision({ context: anonymous, path: '/', ownerSwitch: 'on' }, 'visitor')).toEqual({
      allowed: true,
      reason: undefined,
    });
  });

  it('the owner switch wins over every other reason', () => {
    expect(gateDecision({ context: signedIn, path: '/', ownerSwitch: 'all-off' }, 'errors').reason).toBe(
      'owner-switch',
    );
  });

  describe("'data-layer' (GA4 events in window.dataLayer, issue 22)", () => {
    const restrictive = SiteContextSchema.parse({
      website: { id: 'site-us' },
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    const decide = (input: Partial<Parameters<typeof gateDecision>[0]>) =>
      gateDecision({ context: anonymous, path: '/', dataLayer: true, ...input }, 'data-layer');

    it("is off until the owner turns it on, then follows visitor analytics' rules", () => {
      expect(decide({ dataLayer: undefined })).toEqual({ allowed: false, reason: 'data-layer-off' });
      expect(decide({})).toEqual({ allowed: true, reason: undefined });
      expect(decide({ context: signedIn })).toEqual({ allowed: false, reason: 'signed-in' });
      expect(decide({ censusDisabled: true })).toEqual({ allowed: false, reason: 'census-disabled' });
      expect(decide({ platformCensusDisabled: true }).allowed).toBe(false);
    });

    it("obeys the owner's analytics switch and the restrictive cookie policy", () => {
      expect(decide({ ownerSwitch: 'analytics-off' })).toEqual({ allowed: false, reason: 'owner-switch' });
      expect(decide({ ownerSwitch: 'all-off' })).toEqual({ allowed: false, reason: 'owner-switch' });
      expect(decide({ context: restrictive })).toEqual({ allowed: false, reason: 'cookie-policy' });
      // The cookie policy stops the dataLayer only: visitor analytics goes on without cookies.
      expect(gateDecision({ context: restrictive, path: '/' }, 'visitor').allowed).toBe(true);
    });

    it('the gate object answers the same and follows the bootstrap config', () => {
      const gate = createAnalyticsGate({ context: anonymous, path: '/', dataLayer: true });
      expect(gate.allows('data-layer')).toBe(true);
      gate.setPlatformCensusDisabled(true);
      expect(gate.allows('data-layer')).toBe(false);
    });
  });

  describe('with the cookie banner (issue 36)', () => {
    const banner = SiteContextSchema.parse({
      website: { id: 'site-us' },
      pageType: 50,
      cookieSettings: { isCookieBannerEnabled: true },
    });
    const gateWith = (consent: 'pending' | 'granted' | 'denied', context = banner) =>
      createAnalyticsGate({ context, path: '/shop', dataLayer: true, consent: () => consent });

    it('visitor analytics and page speed wait while the choice is pending; errors and the dataLayer do not', () => {
      const gate = gateWith('pending');
      expect([gate.allows('visitor'), gate.waits('visitor')]).toEqual([false, true]);
      expect([gate.allows('page-speed'), gate.waits('page-speed')]).toEqual([false, true]);
      expect([gate.allows('errors'), gate.allows('data-layer')]).toEqual([true, true]);
      expect(gate.skipReason()).toBe('consent-pending');
    });

    it('a grant lets everything through; a refusal turns them off without waiting', () => {
      expect(gateWith('granted').allows('visitor')).toBe(true);
      const refused = gateWith('denied');
      expect([refused.allows('visitor'), refused.waits('visitor'), refused.allows('page-speed')]).toEqual([
        false,
        false,
        false,
      ]);
      expect(refused.skipReason()).toBe('consent-denied');
    });

    it('what the other rules turn off never waits for consent', () => {
      const signedInBanner = SiteContextSchema.parse({
        ...signedIn,
        cookieSettings: { isCookieBannerEnabled: true },
      });
      expect(gateWith('pending', signedInBanner).waits('visitor')).toBe(false);
      expect(gateWith('pending', signedInBanner).skipReason()).toBe('signed-in');
      const off = createAnalyticsGate({
        context: banner,
        path: '/',
        ownerSwitch: 'all-off',
        consent: () => 'pending',
      });
      expect([off.waits('visitor'), off.waits('page-speed')]).toEqual([false, false]);
    });

    it('under a restrictive cookie policy the dataLayer stays off as before, consent or not', () => {
      const restrictive = SiteContextSchema.parse({
        website: { id: 'site-us' },
        cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true },
      });
      expect(gateWith('granted', restrictive).allows('data-layer')).toBe(false);
    });
  });
});
