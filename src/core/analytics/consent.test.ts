import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './consent.ts';
import { CONSENT_HOLD_LIMIT } from './constants.ts';

afterEach(() => {
  for (const name of ['ss_cvr', 'ss_cvt']) Cookies.remove(name, { path: '/' });
});

describe('consent', () => {
  it('without the cookie banner grants both and runs what it is given at once', () => {
    const consent = createConsent(false);
    const task = vi.fn();
    consent.hold('visitor', task);
    expect(task).toHaveBeenCalledOnce();
    consent.update({ analytics: 'denied' }, 'api');
    expect([consent.analytics(), consent.marketing()]).toEqual(['granted', 'granted']);
    expect(consent.report()).toMatchObject({ required: false, source: 'banner-off' });
  });

  it('holds calls while pending and runs them once, in order, on grant', () => {
    const consent = createConsent(true);
    const ran: string[] = [];
    consent.hold('visitor', () => ran.push('page view'));
    consent.hold('page-speed', () => ran.push('page speed'));
    consent.hold('visitor', () => ran.push('add to cart'));
    expect(ran).toEqual([]);
    expect(consent.report()).toMatchObject({
      analytics: 'pending',
      waiting: { visitor: 2, 'page-speed': 1 },
    });
    consent.update({ analytics: 'granted' }, 'api');
    expect(ran).toEqual(['page view', 'page speed', 'add to cart']);
    consent.update({ analytics: 'granted', marketing: 'denied' }, 'api');
    expect(ran).toHaveLength(3);
    consent.hold('visitor', () => ran.push('later'));
    expect(ran.at(-1)).toBe('later');
    expect(consent.report()).toMatchObject({ marketing: 'denied', waiting: { visitor: 0 }, dropped: 0 });
  });

  it('drops what is held on refusal, clears census cookies, and drops what comes after', () => {
    Cookies.set('ss_cvr', 'old|1|1|1|1', { path: '/' });
    const consent = createConsent(true);
    const task = vi.fn();
    consent.hold('visitor', task);
    consent.update({ analytics: 'denied' }, 'tcf');
    consent.hold('visitor', task);
    expect(task).not.toHaveBeenCalled();
    expect(Cookies.get('ss_cvr')).toBeUndefined();
    expect(consent.report()).toMatchObject({ analytics: 'denied', source: 'tcf', dropped: 2 });
  });

  it(`keeps at most ${CONSENT_HOLD_LIMIT} calls and counts the rest as dropped`, () => {
    const consent = createConsent(true);
    const task = vi.fn();
    for (let index = 0; index < CONSENT_HOLD_LIMIT + 5; index++) consent.hold('visitor', task);
    expect(consent.report()).toMatchObject({ waiting: { visitor: CONSENT_HOLD_LIMIT }, dropped: 5 });
    consent.update({ analytics: 'granted' }, 'api');
    expect(task).toHaveBeenCalledTimes(CONSENT_HOLD_LIMIT);
  });

  it('drops what is held when the page goes away, and a grant after that sends none of it', () => {
    const consent = createConsent(true);
    const task = vi.fn();
    consent.hold('visitor', task);
    consent.dropHeld();
    consent.update({ analytics: 'granted' }, 'api');
    expect(task).not.toHaveBeenCalled();
    expect(consent.report().dropped).toBe(1);
  });

  it('a held call that throws does not stop the others, and listeners hear each change', () => {
    const consent = createConsent(true);
    const heard = vi.fn();
    consent.onChange(heard);
    const after = vi.fn();
    consent.hold('visitor', () => {
      throw new Error('boom');
    });
    consent.hold('visitor', after);
    consent.update({ analytics: 'granted' }, 'consent-mode');
    expect(after).toHaveBeenCalledOnce();
    expect(heard).toHaveBeenCalledWith('granted');
  });
});
