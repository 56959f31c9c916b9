import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './consent.ts';
import { fromApi, fromConsentMode, fromTcf, watchConsentMode, watchTcf } from './consent-sources.ts';

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { __tcfapi?: unknown }).__tcfapi;
});

/** What gtag() pushes: its arguments object, not an array. */
function gtagArguments(..._args: unknown[]) {
  // biome-ignore lint/complexity/noArguments: gtag pushes exactly this object.
  return arguments;
}

describe('Storefront.consent() input', () => {
  it('maps true and false, and leaves a missing field alone', () => {
    expect(fromApi({ analytics: true, marketing: false })).toEqual({
      analytics: 'granted',
      marketing: 'denied',
    });
    expect(fromApi({ marketing: true })).toEqual({ marketing: 'granted' });
  });

  it('warns about anything else and applies nothing', () => {
    const warn = vi.fn();
    for (const bad of ['yes', null, {}, { analytics: 'granted' }, { analytics: 1, marketing: true }])
      expect(fromApi(bad, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Storefront.consent() takes { analytics, marketing }');
  });
});

describe('Google Consent Mode v2', () => {
  it('reads analytics_storage and the ad signals from gtag arguments and arrays', () => {
    expect(
      fromConsentMode(
        gtagArguments('consent', 'update', {
          analytics_storage: 'granted',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        }),
      ),
    ).toEqual({ analytics: 'granted', marketing: 'granted' });
    expect(
      fromConsentMode(['consent', 'update', { analytics_storage: 'granted', ad_user_data: 'denied' }]),
    ).toEqual({ analytics: 'granted', marketing: 'denied' });
  });

  it('a denying default leaves the choice pending; an update that denies refuses', () => {
    expect(
      fromConsentMode(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }]),
    ).toEqual({
      analytics: 'pending',
      marketing: 'pending',
      isDefault: true,
    });
    expect(fromConsentMode(['consent', 'update', { analytics_storage: 'denied' }])).toEqual({
      analytics: 'denied',
    });
  });

  it('ignores everything that is not a consent command', () => {
    for (const entry of [{ event: 'view_item' }, ['config', 'G-1'], ['consent', 'update'], 'x', null])
      expect(fromConsentMode(entry)).toBeUndefined();
  });

  it('reads the commands already in the dataLayer, then later pushes, and unwraps on stop', () => {
    const layer: unknown[] = [gtagArguments('consent', 'default', { analytics_storage: 'denied' })];
    (window as { dataLayer?: unknown }).dataLayer = layer;
    const apply = vi.fn();
    const stop = watchConsentMode(window, apply);
    expect(apply).toHaveBeenLastCalledWith({ analytics: 'pending', isDefault: true });
    layer.push({ event: 'gtm.js' }, gtagArguments('consent', 'update', { analytics_storage: 'granted' }));
    expect(apply).toHaveBeenLastCalledWith({ analytics: 'granted' });
    expect(layer).toHaveLength(3);
    stop();
    layer.push(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(apply).toHaveBeenCalledTimes(2);
  });
});

describe('IAB TCF v2.2', () => {
  const consents = (...purposes: number[]) => Object.fromEntries(purposes.map((purpose) => [purpose, true]));

  it('grants analytics with purposes 1 and 8, marketing with 1, 3 and 4', () => {
    expect(fromTcf({ eventStatus: 'tcloaded', purpose: { consents: consents(1, 8) } })).toEqual({
      analytics: 'granted',
      marketing: 'denied',
    });
    expect(fromTcf({ eventStatus: 'useractioncomplete', purpose: { consents: consents(1, 3, 4) } })).toEqual({
      analytics: 'denied',
      marketing: 'granted',
    });
    expect(fromTcf({ eventStatus: 'cmpuishown', purpose: { consents: consents(1, 8) } })).toBeUndefined();
    expect(fromTcf({ gdprApplies: false })).toEqual({ analytics: 'granted', marketing: 'granted' });
  });

  it('listens through __tcfapi and removes its listener on stop', () => {
    const calls: unknown[][] = [];
    (window as { __tcfapi?: unknown }).__tcfapi = (
      command: string,
      version: number,
      callback: unknown,
      id?: unknown,
    ) => {
      calls.push([command, version, id]);
      if (command === 'addEventListener')
        (callback as (data: unknown, success: boolean) => void)(
          {
            listenerId: 7,
            eventStatus: 'useractioncomplete',
            gdprApplies: true,
            purpose: { consents: consents(1, 8) },
          },
          true,
        );
    };
    const apply = vi.fn();
    const stop = watchTcf(window, apply);
    expect(apply).toHaveBeenCalledWith({ analytics: 'granted', marketing: 'denied' });
    stop();
    expect(calls).toEqual([
      ['addEventListener', 2, undefined],
      ['removeEventListener', 2, 7],
    ]);
  });

  it('does nothing on a page without a CMP', () => {
    const apply = vi.fn();
    watchTcf(window, apply)();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('Consent Mode defaults against the visitor (issue 48 items 2 and 3)', () => {
  const consentFrom = (...commands: unknown[]) => {
    const consent = createConsent(true);
    for (const command of commands) {
      const update = fromConsentMode(command);
      if (update) consent.update(update, 'consent-mode');
    }
    return consent;
  };

  it('a default granted for some regions never grants (the visitor region is unknown), in either order', () => {
    const denied = ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }];
    const regional = [
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'granted', region: ['US-CA'] },
    ];
    for (const commands of [[denied, regional], [regional, denied], [regional]]) {
      const consent = consentFrom(...commands);
      expect([consent.analytics(), consent.marketing()]).toEqual(['pending', 'pending']);
    }
    const granted = consentFrom(regional, ['consent', 'update', { analytics_storage: 'granted' }]);
    expect(granted.analytics()).toBe('granted');
  });

  it('a later default never overrides a choice the visitor made, from any source', () => {
    const lateDefault = fromConsentMode([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'granted' },
    ]);
    const refusals = [
      {
        update: fromTcf({ eventStatus: 'tcloaded', gdprApplies: true, purpose: { consents: {} } }),
        from: 'tcf',
      },
      { update: fromApi({ analytics: false, marketing: false }), from: 'api' },
      {
        update: fromConsentMode(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }]),
        from: 'consent-mode',
      },
    ] as const;
    for (const { update, from } of refusals) {
      const consent = createConsent(true);
      if (update) consent.update(update, from);
      if (lateDefault) consent.update(lateDefault, 'consent-mode');
      expect([consent.analytics(), consent.marketing()]).toEqual(['denied', 'denied']);
    }
    // Before any choice a default still sets the state.
    expect(consentFrom(['consent', 'default', { analytics_storage: 'granted' }]).analytics()).toBe('granted');
  });
});
