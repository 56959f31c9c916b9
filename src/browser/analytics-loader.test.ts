import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { dispatchStorefrontEvent } from '../core/contract/storefront-events.ts';
import { EMPTY_CART } from '../core/domain/cart.ts';
import { DEFAULT_CONTEXT } from '../core/domain/context-schema.ts';
import { createServices } from '../test/services.ts';
import { EARLY_BUFFER_LIMIT, loadAnalyticsWhenIdle, ownerSwitchOf } from './analytics-loader.ts';

type AnalyticsModule = typeof import('../core/analytics/index.ts');

function fakeModule() {
  const started = { reportError: vi.fn(), stop: vi.fn() };
  const startAnalytics = vi.fn(() => started);
  let release: (module: AnalyticsModule) => void = () => {};
  const loading = new Promise<AnalyticsModule>((resolve) => {
    release = resolve;
  });
  return {
    started,
    startAnalytics,
    load: () => loading,
    release: () => release({ startAnalytics } as unknown as AnalyticsModule),
  };
}

/** Runs `start` while the document reads as still loading (the runtime started on intent). */
function whilePageLoads<T>(start: () => T): T {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  try {
    return start();
  } finally {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  }
}

describe('loadAnalyticsWhenIdle', () => {
  it('keeps errors, island failures and tracked events from before it loaded and hands them over', async () => {
    const services = createServices(DEFAULT_CONTEXT);
    const module = fakeModule();
    const lazy = loadAnalyticsWhenIdle(services, '1.2.3', module.load);
    const island = document.createElement('div');
    window.dispatchEvent(new ErrorEvent('error', { message: 'early boom' }));
    lazy.reportError(new Error('island broke'), island);
    dispatchStorefrontEvent('add-to-cart', { quantity: 3 } as never);
    dispatchStorefrontEvent('added-to-cart', { quantity: 2 } as never);
    dispatchStorefrontEvent('quick-view', { productId: 'p1' });
    dispatchStorefrontEvent('overlay-open', { kind: 'lightbox', id: 'g1' });
    dispatchStorefrontEvent('form-render', { formId: 'f1' });
    dispatchStorefrontEvent('view-cart', { cart: EMPTY_CART });
    dispatchStorefrontEvent('button-render', { blockId: 'b1', href: '/blog/', text: 'Read' });
    // A sign-up can land before analytics starts; the dataLayer's sign_up must not be lost.
    dispatchStorefrontEvent('form-submitted', { formId: 'form-newsletter', kind: 'newsletter' });
    dispatchStorefrontEvent('cart-change', { cart: EMPTY_CART });
    module.release();
    await lazy.loaded;
    expect(module.startAnalytics).toHaveBeenCalledTimes(1);
    const [, options] = module.startAnalytics.mock.calls[0] as unknown as [
      unknown,
      { version: string; early: { errors: Event[]; islandErrors: unknown[]; events: unknown[] } },
    ];
    expect(options.version).toBe('1.2.3');
    expect(options.early.errors.map((event) => (event as ErrorEvent).message)).toEqual(['early boom']);
    expect(options.early.islandErrors).toEqual([[new Error('island broke'), island]]);
    // In order, and only the events analytics tracks (not cart-change, not the attempt).
    expect(options.early.events).toEqual([
      { name: 'added-to-cart', detail: { quantity: 2 } },
      { name: 'quick-view', detail: { productId: 'p1' } },
      { name: 'overlay-open', detail: { kind: 'lightbox', id: 'g1' } },
      { name: 'form-render', detail: { formId: 'f1' } },
      { name: 'view-cart', detail: { cart: EMPTY_CART } },
      { name: 'button-render', detail: { blockId: 'b1', href: '/blog/', text: 'Read' } },
      { name: 'form-submitted', detail: { formId: 'form-newsletter', kind: 'newsletter' } },
    ]);
    dispatchStorefrontEvent('quick-view', { productId: 'late' });
    expect(options.early.events).toHaveLength(7);
    // After loading, failures go straight to analytics and the buffer no longer grows.
    lazy.reportError('later', island);
    expect(module.started.reportError).toHaveBeenCalledWith('later', island);
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    expect(options.early.errors).toHaveLength(1);
    lazy.stop();
    expect(module.started.stop).toHaveBeenCalledTimes(1);
  });

  it(`keeps at most ${EARLY_BUFFER_LIMIT} of each kind`, async () => {
    const module = fakeModule();
    const lazy = loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', module.load);
    for (let i = 0; i < EARLY_BUFFER_LIMIT + 5; i++)
      window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
    module.release();
    await lazy.loaded;
    const [, options] = module.startAnalytics.mock.calls[0] as unknown as [
      unknown,
      { early: { errors: Event[] } },
    ];
    expect(options.early.errors).toHaveLength(EARLY_BUFFER_LIMIT);
    lazy.stop();
  });

  it(`keeps at most ${EARLY_BUFFER_LIMIT} of each tracked event name`, async () => {
    const module = fakeModule();
    const lazy = loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', module.load);
    for (let i = 0; i < EARLY_BUFFER_LIMIT + 3; i++) {
      dispatchStorefrontEvent('form-render', { formId: `f${i}` });
      dispatchStorefrontEvent('quick-view', { productId: `p${i}` });
    }
    module.release();
    await lazy.loaded;
    const [, options] = module.startAnalytics.mock.calls[0] as unknown as [
      unknown,
      { early: { events: { name: string }[] } },
    ];
    expect(options.early.events.filter((event) => event.name === 'form-render')).toHaveLength(
      EARLY_BUFFER_LIMIT,
    );
    expect(options.early.events.filter((event) => event.name === 'quick-view')).toHaveLength(
      EARLY_BUFFER_LIMIT,
    );
    lazy.stop();
  });

  it('a button click before the page has loaded starts the load at once, without waiting for it', () => {
    const load = vi.fn(() => new Promise<AnalyticsModule>(() => {}));
    const lazy = whilePageLoads(() => loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', load));
    expect(load).not.toHaveBeenCalled();
    dispatchStorefrontEvent('button-click', { blockId: 'b', href: '/x', text: 'Go' });
    expect(load).toHaveBeenCalledTimes(1);
    dispatchStorefrontEvent('button-click', { blockId: 'b', href: '/x', text: 'Go' });
    expect(load).toHaveBeenCalledTimes(1);
    lazy.stop();
  });

  it('loads once the loaded page is idle, not before', () => {
    const load = vi.fn(() => new Promise<AnalyticsModule>(() => {}));
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        idle = callback;
        return 1;
      }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const lazy = whilePageLoads(() => loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', load));
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
    idle?.();
    expect(load).toHaveBeenCalledTimes(1);
    lazy.stop();
  });

  it.each([
    ['hidden (another tab, another app)', 'visibilitychange'],
    ['left (a closed tab, a link followed)', 'pagehide'],
  ])('a page %s before it has loaded loads analytics at once: the bounce is counted', (_, how) => {
    const load = vi.fn(() => new Promise<AnalyticsModule>(() => {}));
    const lazy = whilePageLoads(() => loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', load));
    expect(load).not.toHaveBeenCalled();
    try {
      if (how === 'visibilitychange') {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      } else {
        window.dispatchEvent(new Event('pagehide'));
      }
      expect(load).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('pagehide'));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      window.dispatchEvent(new Event('pageshow'));
      lazy.stop();
    }
  });

  it('never starts analytics once stopped', async () => {
    const module = fakeModule();
    const lazy = loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', module.load);
    lazy.stop();
    module.release();
    await lazy.loaded;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(module.startAnalytics).not.toHaveBeenCalled();
  });

  it('shrugs off a chunk that fails to load', async () => {
    const lazy = loadAnalyticsWhenIdle(createServices(DEFAULT_CONTEXT), 'v', () =>
      Promise.reject(new Error('404')),
    );
    await expect(lazy.loaded).resolves.toBeUndefined();
    expect(() => lazy.reportError(new Error('x'), document.body)).not.toThrow();
    lazy.stop();
  });

  it("loads nothing and keeps nothing with the owner's switch all-off", async () => {
    const services = createServices(DEFAULT_CONTEXT);
    const load = vi.fn(fakeModule().load);
    const lazy = loadAnalyticsWhenIdle(services, '1', load, 'all-off');
    window.dispatchEvent(new Event('load'));
    lazy.reportError(new Error('island broke'), document.createElement('div'));
    await lazy.loaded;
    expect(load).not.toHaveBeenCalled();
  });

  it('still clears census cookies under a restrictive cookie policy when all-off', () => {
    Cookies.set('ss_cvr', 'old-visit', { path: '/' });
    Cookies.set('ss_cid', 'old-id', { path: '/' });
    const services = createServices({
      ...DEFAULT_CONTEXT,
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: false },
    });
    loadAnalyticsWhenIdle(services, '1', fakeModule().load, 'all-off');
    expect(Cookies.get('ss_cvr')).toBeUndefined();
    expect(Cookies.get('ss_cid')).toBeUndefined();
  });

  it("hands the owner's switch to analytics, whose gate applies it", async () => {
    const services = createServices(DEFAULT_CONTEXT);
    const module = fakeModule();
    const lazy = loadAnalyticsWhenIdle(services, '1', module.load, 'analytics-off');
    window.dispatchEvent(new Event('load'));
    module.release();
    await lazy.loaded;
    expect(module.startAnalytics.mock.calls[0]).toEqual([
      services,
      expect.objectContaining({ ownerSwitch: 'analytics-off' }),
    ]);
  });
});

describe('ownerSwitchOf', () => {
  it.each([
    [undefined, null, 'on'],
    ['analytics-off', null, 'analytics-off'],
    [undefined, 'all-off', 'all-off'],
    ['all-off', 'on', 'all-off'],
    ['analytics-off', 'all-off', 'all-off'],
    ['on', 'bogus', 'on'],
  ] as const)('context %s and data-analytics %s give %s (the stricter wins)', (context, tag, expected) => {
    expect(ownerSwitchOf(context, tag)).toBe(expected);
  });
});
