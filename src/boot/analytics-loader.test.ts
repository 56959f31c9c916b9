import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTEXT } from '../domain/context-schema.ts';
import { dispatchStorefrontEvent } from '../store/events.ts';
import { EARLY_BUFFER_LIMIT, loadAnalyticsWhenIdle } from './analytics-loader.ts';
import { createServices } from './services.ts';

type AnalyticsModule = typeof import('../analytics/index.ts');

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

describe('loadAnalyticsWhenIdle', () => {
  it('keeps errors, island failures and adds from before it loaded and hands them over', async () => {
    const services = createServices(DEFAULT_CONTEXT);
    const module = fakeModule();
    const lazy = loadAnalyticsWhenIdle(services, '1.2.3', module.load);
    const island = document.createElement('div');
    window.dispatchEvent(new ErrorEvent('error', { message: 'early boom' }));
    lazy.reportError(new Error('island broke'), island);
    dispatchStorefrontEvent('add-to-cart', { quantity: 2 } as never);
    module.release();
    await lazy.loaded;
    expect(module.startAnalytics).toHaveBeenCalledTimes(1);
    const [, options] = module.startAnalytics.mock.calls[0] as unknown as [
      unknown,
      { version: string; early: { errors: Event[]; islandErrors: unknown[]; addToCart: unknown[] } },
    ];
    expect(options.version).toBe('1.2.3');
    expect(options.early.errors.map((event) => (event as ErrorEvent).message)).toEqual(['early boom']);
    expect(options.early.islandErrors).toEqual([[new Error('island broke'), island]]);
    expect(options.early.addToCart).toEqual([{ quantity: 2 }]);
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
});
