import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createServices } from '../../test/services.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { CENSUS_COOKIES } from './constants.ts';
import {
  type AnalyticsOptions,
  defaultBundleBaseUrl,
  type StartedAnalytics,
  startAnalytics,
} from './index.ts';
import type { VitalMetric } from './page-speed.ts';

const { analytics } = setupMockPlatform();

const pdpContext = {
  website: { id: 'site-us' },
  templateId: 'tmpl-7',
  pageType: 50,
  collection: { id: 'col-1', type: 13, permissionType: 1 },
  item: { id: 'item-9', recordType: 11 },
};

let started: StartedAnalytics | undefined;
/** Requests still in flight: each test waits for its own, so none lands in the next test's log. */
const inflight: Promise<unknown>[] = [];
const trackedFetch: typeof fetch = (input, init) => {
  const response = globalThis.fetch(input, init);
  inflight.push(response);
  return response;
};
afterEach(async () => {
  started?.stop();
  started = undefined;
  await Promise.allSettled(inflight.splice(0));
  localStorage.clear();
  sessionStorage.clear();
});

/** Starts analytics with idle work run at once (the scheduler is what keeps it off the critical path). */
async function start(context: Record<string, unknown> = pdpContext, options: AnalyticsOptions = {}) {
  const services = createServices(SiteContextSchema.parse(context));
  started = startAnalytics(services, {
    schedule: (task) => {
      task();
      return () => {};
    },
    pageSpeed: false,
    beacon: null,
    fetch: trackedFetch,
    ...options,
  });
  await started.ready;
  return started;
}

const visitCount = () => Number(Cookies.get('ss_cvr')?.split('|')[4]);

describe('startAnalytics', () => {
  it('records the page view with the visitor cookie and the page-kind event for an anonymous visitor', async () => {
    await start();
    await vi.waitFor(() => {
      expect(analytics.ofKind('census-hit')).toHaveLength(1);
      expect(analytics.ofKind('event')).toHaveLength(1);
    });
    const [hit] = analytics.ofKind('census-hit');
    expect(hit?.fields?.event).toBe('view');
    expect(hit?.fields?.ss_cvr).toBe(Cookies.get('ss_cvr'));
    expect(hit?.data).toMatchObject({ websiteId: 'site-us', itemId: 'item-9', collectionId: 'col-1' });
    expect(analytics.ofKind('event')[0]?.event).toBe('CommerceShopping_VisitPDP');
    expect(visitCount()).toBe(1);
  });

  it('counts visits across sessions: same session keeps the count, a new one adds 1', async () => {
    await start();
    started?.stop();
    await start();
    expect(visitCount()).toBe(1);
    started?.stop();
    Cookies.remove('ss_cvt', { path: '/' }); // the 30-minute session cookie expired
    await start();
    expect(visitCount()).toBe(2);
  });

  it('under a restrictive cookie policy: census cookies cleared, none written, page view sent with a fresh record', async () => {
    for (const name of CENSUS_COOKIES)
      Cookies.set(name, name === 'ss_cvr' ? 'old|1|1|1|7' : '1', { path: '/' });
    const analyticsStarted = await start({
      ...pdpContext,
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    // The analytics id is read here; it must stay in memory under this policy.
    expect(analyticsStarted.v2.content({ schemaName: 'probe' }).analytics_id).toBeTruthy();
    await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
    for (const name of CENSUS_COOKIES) expect(Cookies.get(name)).toBeUndefined();
    const sent = analytics.ofKind('census-hit')[0]?.fields?.ss_cvr ?? '';
    expect(sent).toMatch(/\|1$/);
    expect(sent.startsWith('old|')).toBe(false);
    // (MSW keeps its own cookie jar in localStorage; only ours must be absent.)
    expect(Object.keys(localStorage).filter((key) => key.startsWith('ss_'))).toEqual([]);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('ss_'))).toEqual([]);
  });

  it('on a cloneable site the census cookies are cleared too', async () => {
    Cookies.set('ss_cvr', 'old|1|1|1|7', { path: '/' });
    Cookies.set('ss_cpvisit', '1', { path: '/' });
    await start({ ...pdpContext, website: { id: 'site-us', cloneable: true } });
    for (const name of CENSUS_COOKIES) expect(Cookies.get(name)).toBeUndefined();
  });

  it('tracks nothing for a signed-in account: no census, no events, no cookies', async () => {
    await start({ ...pdpContext, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(analytics.entries()).toEqual([]);
    expect(Cookies.get('ss_cvr')).toBeUndefined();
  });

  it('tracks nothing on a lock screen or when census is disabled', async () => {
    await start({ ...pdpContext, pageType: 103 });
    started?.stop();
    await start(pdpContext, { censusDisabled: true });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(analytics.entries()).toEqual([]);
  });

  it('AddToCart follows the DOM event of an add that landed, until stopped', async () => {
    const analyticsStarted = await start({ website: { id: 'site-us' } });
    // The attempt alone (it may fail) is not an AddToCart.
    document.dispatchEvent(
      new CustomEvent('storefront:add-to-cart', {
        detail: { product: { id: 'p1', name: 'Mug' }, quantity: 1 },
      }),
    );
    document.dispatchEvent(
      new CustomEvent('storefront:added-to-cart', {
        detail: { product: { id: 'p1', name: 'Mug' }, quantity: 1 },
      }),
    );
    await vi.waitFor(() => expect(analytics.ofKind('event')).toHaveLength(1));
    analyticsStarted.stop();
    document.dispatchEvent(
      new CustomEvent('storefront:added-to-cart', { detail: { product: { id: 'p1' } } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(analytics.ofKind('event').map((entry) => entry.event)).toEqual(['CommerceShopping_AddToCart']);
  });

  it("reportError sends an island's failure to RecordJavascriptErrors with the CSRF header (flushed on stop)", async () => {
    Cookies.set('crumb', 'crumb-1', { path: '/' });
    const analyticsStarted = await start();
    const element = document.createElement('div');
    element.setAttribute('data-storefront', 'boom');
    analyticsStarted.reportError(new Error('render failed'), element);
    analyticsStarted.stop();
    await vi.waitFor(() => expect(analytics.ofKind('js-errors')).toHaveLength(1));
    const [entry] = analytics.ofKind('js-errors');
    expect(entry?.csrfToken).toBe('crumb-1');
    expect(entry?.data).toEqual([
      expect.objectContaining({
        type: 'island',
        message: 'render failed',
        element: '<div data-storefront="boom">',
      }),
    ]);
  });

  it('page speed gets the analytics id', async () => {
    const callbacks: ((metric: VitalMetric) => void)[] = [];
    const subscribe = (callback: (metric: VitalMetric) => void) => void callbacks.push(callback);
    const module = {
      onFCP: subscribe,
      onLCP: subscribe,
      onCLS: subscribe,
      onINP: subscribe,
      onTTFB: subscribe,
    };
    const analyticsStarted = await start(pdpContext, { pageSpeed: true, loadVitals: async () => module });
    await vi.waitFor(() => expect(callbacks).toHaveLength(5));
    callbacks[0]?.({
      name: 'FCP',
      value: 100,
      delta: 100,
      id: 'x',
      rating: 'good',
      navigationType: 'navigate',
    });
    analyticsStarted.stop();
    await vi.waitFor(() => expect(analytics.ofKind('performance')).toHaveLength(1));
    const analyticsId = localStorage.getItem('ss_analytics_id');
    expect(analyticsId).toBeTruthy();
    expect(analytics.ofKind('performance')[0]?.data).toEqual([
      expect.objectContaining({ metric: 'FCP', analyticsId }),
    ]);
  });

  it('does no work before the scheduled idle task runs, and none at all when stopped first', async () => {
    let task: (() => void) | undefined;
    const services = createServices(SiteContextSchema.parse(pdpContext));
    started = startAnalytics(services, {
      schedule: (run) => {
        task = run;
        return () => {
          task = undefined;
        };
      },
      pageSpeed: false,
      fetch: trackedFetch,
    });
    expect(Cookies.get('ss_cvr')).toBeUndefined();
    started.stop();
    task?.();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(analytics.entries()).toEqual([]);
    expect(Cookies.get('ss_cvr')).toBeUndefined();
  });

  describe('a visitor who leaves before the idle moment (a bounce)', () => {
    const keepalive: boolean[] = [];
    const leavingFetch: typeof fetch = (input, init) => {
      keepalive.push(init?.keepalive === true);
      return trackedFetch(input, init);
    };
    /** Analytics whose idle moment never comes and whose config never answers. */
    const startIdleNever = (context: Record<string, unknown> = pdpContext) => {
      keepalive.length = 0;
      const services = createServices(SiteContextSchema.parse(context));
      started = startAnalytics(services, {
        schedule: () => () => {},
        loadConfig: () => new Promise(() => {}),
        pageSpeed: false,
        beacon: null,
        fetch: leavingFetch,
      });
    };
    afterEach(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      window.dispatchEvent(new Event('pageshow'));
    });

    it('is counted as they leave: the page view and page-kind event go at pagehide, as keepalive calls', async () => {
      startIdleNever();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(analytics.entries()).toEqual([]);
      window.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => {
        expect(analytics.ofKind('census-hit')).toHaveLength(1);
        expect(analytics.ofKind('event')).toHaveLength(1);
      });
      expect(analytics.ofKind('census-hit')[0]?.fields?.event).toBe('view');
      expect(analytics.ofKind('event')[0]?.event).toBe('CommerceShopping_VisitPDP');
      expect(keepalive.length).toBeGreaterThan(0);
      expect(keepalive.every(Boolean)).toBe(true);
      // Leaving again (hidden after pagehide) sends nothing twice.
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await started?.ready;
      expect(analytics.ofKind('census-hit')).toHaveLength(1);
    });

    it('is counted when the page is hidden (another app) and once only', async () => {
      startIdleNever();
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
      await started?.ready;
      expect(analytics.ofKind('census-hit')).toHaveLength(1);
    });

    it('when analytics only loads once the page is hidden, it sends the page view at once', async () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      startIdleNever();
      await vi.waitFor(() => expect(analytics.ofKind('census-hit')).toHaveLength(1));
    });

    it('with the cookie banner on and no choice made, leaving sends and stores nothing', async () => {
      startIdleNever({ ...pdpContext, cookieSettings: { isCookieBannerEnabled: true } });
      window.dispatchEvent(new Event('pagehide'));
      await started?.ready;
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(analytics.ofKind('census-hit')).toEqual([]);
      expect(Cookies.get('ss_cvr')).toBeUndefined();
    });
  });

  it('by default defers work with a timer where requestIdleCallback is missing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const services = createServices(SiteContextSchema.parse(pdpContext));
      started = startAnalytics(services, { pageSpeed: false, fetch: trackedFetch });
      expect(Cookies.get('ss_cvr')).toBeUndefined();
      await vi.advanceTimersByTimeAsync(10);
      expect(Cookies.get('ss_cvr')).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('defaultBundleBaseUrl', () => {
  it('is the directory of the bundle, also from a lazy chunk', () => {
    expect(defaultBundleBaseUrl('https://cdn.example/sf/storefront-main.js')).toBe('https://cdn.example/sf/');
    expect(defaultBundleBaseUrl('https://cdn.example/sf/chunks/analytics-1a2b.js')).toBe(
      'https://cdn.example/sf/',
    );
  });
});
