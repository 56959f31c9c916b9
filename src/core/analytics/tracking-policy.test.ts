import { describe, expect, it } from 'vitest';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { trackingSkipReason } from './tracking-policy.ts';

const context = (extra: Record<string, unknown> = {}) =>
  SiteContextSchema.parse({ website: { id: 's' }, ...extra });

describe('trackingSkipReason (SPEC 6)', () => {
  it('tracks an anonymous visitor on an ordinary page', () => {
    expect(
      trackingSkipReason({ context: context({ pageType: 2 }), path: '/shop', censusDisabled: false }),
    ).toBeUndefined();
  });

  it('skips when census is disabled globally', () => {
    expect(trackingSkipReason({ context: context(), path: '/', censusDisabled: true })).toBe(
      'census-disabled',
    );
  });

  it('skips a signed-in account', () => {
    const signedIn = context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] });
    expect(trackingSkipReason({ context: signedIn, path: '/', censusDisabled: false })).toBe('signed-in');
  });

  it('skips a signed-in account with no roles', () => {
    const signedIn = context({ authenticatedAccount: { id: 'a1' } });
    expect(trackingSkipReason({ context: signedIn, path: '/', censusDisabled: false })).toBe('signed-in');
  });

  it('tracks a viewer-only account outside /config', () => {
    const viewer = context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10] });
    expect(trackingSkipReason({ context: viewer, path: '/shop', censusDisabled: false })).toBeUndefined();
    expect(
      trackingSkipReason({ context: viewer, path: '/configurator', censusDisabled: false }),
    ).toBeUndefined();
  });

  it('skips a viewer-only account under /config', () => {
    const viewer = context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10] });
    expect(trackingSkipReason({ context: viewer, path: '/config', censusDisabled: false })).toBe('signed-in');
    expect(trackingSkipReason({ context: viewer, path: '/config/pages', censusDisabled: false })).toBe(
      'signed-in',
    );
  });

  it('skips a viewer who also has another role', () => {
    const mixed = context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10, 4] });
    expect(trackingSkipReason({ context: mixed, path: '/shop', censusDisabled: false })).toBe('signed-in');
  });

  it('treats a null account as signed out', () => {
    expect(
      trackingSkipReason({
        context: context({ authenticatedAccount: null }),
        path: '/',
        censusDisabled: false,
      }),
    ).toBeUndefined();
  });

  it.each([
    [100, 'not found'],
    [103, 'lock screen'],
    [106, 'member area denied'],
  ])('skips page type %i (%s)', (pageType) => {
    expect(trackingSkipReason({ context: context({ pageType }), path: '/', censusDisabled: false })).toBe(
      'page-type',
    );
  });

  it.each([1, 50, 101, 104, 200])('tracks page type %i', (pageType) => {
    expect(
      trackingSkipReason({ context: context({ pageType }), path: '/', censusDisabled: false }),
    ).toBeUndefined();
  });
});
