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
});
