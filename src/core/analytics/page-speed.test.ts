import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import {
  ELEMENT_PATH_MAX_LENGTH,
  PERFORMANCE_COLLECTION_LIMIT_MS,
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_THRESHOLDS,
} from './constants.ts';
import {
  connectionInfo,
  cutElementPath,
  metricElement,
  type PerformanceRecord,
  rateMetric,
  startPageSpeed,
  type VitalMetric,
  type VitalsModule,
} from './page-speed.ts';
import { createTransport } from './transport.ts';

const { analytics } = setupMockPlatform();

describe('rateMetric (SPEC 9 thresholds, good / poor)', () => {
  it('has the spec numbers: first input (FID) 100 / 300 beside INP 200 / 500 (spec 9 "Analytics and cookies")', () => {
    expect(PERFORMANCE_THRESHOLDS).toEqual({
      FCP: { good: 1800, poor: 3000 },
      CLS: { good: 0.1, poor: 0.25 },
      FID: { good: 100, poor: 300 },
      INP: { good: 200, poor: 500 },
      LCP: { good: 2500, poor: 4000 },
    });
  });

  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 101, 'needs-improvement'],
    ['FID', 300, 'needs-improvement'],
    ['FID', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateMetric(name, value)).toBe(rating);
  });

  it("keeps web-vitals' own rating for a metric the spec gives no thresholds (TTFB)", () => {
    expect(rateMetric('TTFB', 5000, 'poor')).toBe('poor');
    expect(rateMetric('TTFB', 100, 'good')).toBe('good');
  });
});

describe('connectionInfo', () => {
  it('reads the Network Information API where the browser has it', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      connection: { effectiveType: '4g', rtt: 50, downlink: 10, saveData: false },
    });
    expect(connectionInfo()).toEqual({ effectiveType: '4g', rtt: 50, downlink: 10, saveData: false });
  });

  it('is empty where it does not', () => {
    vi.stubGlobal('navigator', { userAgent: 'x' });
    expect(connectionInfo()).toEqual({
      effectiveType: undefined,
      rtt: undefined,
      downlink: undefined,
      saveData: undefined,
    });
  });
});

describe('element paths', () => {
  it('cuts at 200 characters', () => {
    expect(ELEMENT_PATH_MAX_LENGTH).toBe(200);
    expect(cutElementPath('a'.repeat(250))).toHaveLength(200);
    expect(cutElementPath('main>img')).toBe('main>img');
  });

  it('reads the LCP element, the largest shift and the slowest interaction', () => {
    const base = { value: 1, delta: 1, id: 'x', rating: 'good', navigationType: 'navigate' } as const;
    expect(metricElement({ ...base, name: 'LCP', attribution: { target: 'main>img' } })).toBe('main>img');
    expect(metricElement({ ...base, name: 'CLS', attribution: { largestShiftTarget: 'div.ad' } })).toBe(
      'div.ad',
    );
    expect(metricElement({ ...base, name: 'INP', attribution: { interactionTarget: 'button' } })).toBe(
      'button',
    );
    expect(metricElement({ ...base, name: 'TTFB', attribution: {} })).toBeUndefined();
  });
});

/** A stand-in for web-vitals: the test decides when each metric reports. */
function fakeVitals() {
  const callbacks = new Map<string, (metric: VitalMetric) => void>();
  const subscribe = (name: string) => (callback: (metric: VitalMetric) => void) => {
    callbacks.set(name, callback);
  };
  const module: VitalsModule = {
    onFCP: subscribe('FCP'),
    onLCP: subscribe('LCP'),
    onCLS: subscribe('CLS'),
    onINP: subscribe('INP'),
    onTTFB: subscribe('TTFB'),
  };
  let n = 0;
  const emit = (name: string, value: number, attribution: object = {}) =>
    callbacks.get(name)?.({
      name,
      value,
      delta: value,
      id: `v6-${++n}`,
      rating: 'good',
      navigationType: 'navigate',
      attribution,
    });
  const loadVitals = vi.fn(async () => module);
  return { loadVitals, emit, callbacks };
}

type FirstInputWatcher = (list: { getEntries(): unknown[] }) => void;

/**
 * A stand-in for the browser's PerformanceObserver with the Event Timing API: the test decides
 * when the first input happens and what it measured.
 */
function fakeFirstInputObserver(supported = true) {
  const watchers: { callback: FirstInputWatcher; options: unknown; connected: boolean }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = supported ? ['first-input', 'event'] : ['event'];
    readonly #watcher: (typeof watchers)[number];
    constructor(callback: FirstInputWatcher) {
      this.#watcher = { callback, options: undefined, connected: false };
      watchers.push(this.#watcher);
    }
    observe(options: unknown) {
      this.#watcher.options = options;
      this.#watcher.connected = true;
    }
    disconnect() {
      this.#watcher.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const firstInput = (entry: { startTime: number; processingStart: number; target?: Node | null }) => {
    for (const watcher of watchers)
      if (watcher.connected) watcher.callback({ getEntries: () => [{ name: 'pointerdown', ...entry }] });
  };
  return { watchers, firstInput };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('batching (fake timers)', () => {
  let beacons: { url: string; records: PerformanceRecord[] }[];
  let fetches: { url: string; keepalive: boolean; records: PerformanceRecord[] }[];
  let beaconAccepts: boolean;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    beacons = [];
    fetches = [];
    beaconAccepts = true;
  });
  afterEach(() => {
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.useRealTimers();
  });

  function start(vitals = fakeVitals()) {
    const beacon = (url: string, data: Blob) => {
      if (!beaconAccepts) return false;
      void data.text().then((text) => {
        beacons.push({ url, records: (JSON.parse(text) as { records: PerformanceRecord[] }).records });
      });
      return true;
    };
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      fetches.push({
        url: String(url),
        keepalive: init?.keepalive === true,
        records: (JSON.parse(String(init?.body)) as { records: PerformanceRecord[] }).records,
      });
      return new Response(null, { status: 202 });
    });
    stop = startPageSpeed({
      transport: createTransport({ beacon, fetch }),
      analyticsId: 'a-1',
      marketingId: () => 'm-1',
      memberId: () => 'member-5',
      loadVitals: vitals.loadVitals,
    });
    return vitals;
  }

  const sent = async () => {
    await vi.advanceTimersByTimeAsync(0);
    return beacons;
  };

  it('loads web-vitals lazily, after start', async () => {
    const vitals = fakeVitals();
    start(vitals);
    expect(vitals.loadVitals).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect([...vitals.callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('records first input delay (processingStart - startTime of the first-input entry) in the same batch beside INP, rated 100 / 300 ms (spec 9)', async () => {
    const observer = fakeFirstInputObserver();
    const vitals = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.watchers[0]?.options).toEqual({ type: 'first-input', buffered: true });
    document.body.innerHTML = '<main id="shop"><button class="sf-add primary">Add</button></main>';
    observer.firstInput({
      startTime: 1200,
      processingStart: 1340,
      target: document.querySelector('button'),
    });
    // Only the first input counts.
    observer.firstInput({ startTime: 5000, processingStart: 5900 });
    vitals.emit('INP', 180, { interactionTarget: 'button.sf-add' });
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS);
    const batches = await sent();
    expect(batches).toHaveLength(1);
    const byName = Object.fromEntries((batches[0]?.records ?? []).map((record) => [record.metric, record]));
    expect(Object.keys(byName).sort()).toEqual(['FID', 'INP']);
    expect(byName.FID).toMatchObject({
      metric: 'FID',
      value: 140,
      delta: 140,
      rating: 'needs-improvement',
      element: 'main#shop>button.sf-add.primary',
      navigationType: 'navigate',
      analyticsId: 'a-1',
      pageUrl: location.href,
    });
    expect(byName.INP).toMatchObject({ value: 180, rating: 'good' });
    document.body.innerHTML = '';
  });

  it.each([
    [80, 'good'],
    [300, 'needs-improvement'],
    [301, 'poor'],
  ] as const)('a first input delayed %d ms is %s', async (delay, rating) => {
    const observer = fakeFirstInputObserver();
    start();
    observer.firstInput({ startTime: 100, processingStart: 100 + delay });
    setVisibility('hidden');
    expect(await sent()).toEqual([
      expect.objectContaining({
        records: [expect.objectContaining({ metric: 'FID', value: delay, rating })],
      }),
    ]);
  });

  it('no first input delay where the page was hidden before the input, or the browser has no first-input entries', async () => {
    setVisibility('hidden');
    const hiddenFirst = fakeFirstInputObserver();
    start();
    hiddenFirst.firstInput({ startTime: 100, processingStart: 400 });
    window.dispatchEvent(new Event('pagehide'));
    expect(await sent()).toHaveLength(0);
    stop();
    setVisibility('visible');

    const unsupported = fakeFirstInputObserver(false);
    start();
    unsupported.firstInput({ startTime: 100, processingStart: 400 });
    expect(unsupported.watchers).toHaveLength(0);
  });

  it('stops watching for the first input when collection stops', async () => {
    const observer = fakeFirstInputObserver();
    start();
    expect(observer.watchers[0]?.connected).toBe(true);
    await vi.advanceTimersByTimeAsync(PERFORMANCE_COLLECTION_LIMIT_MS);
    expect(observer.watchers[0]?.connected).toBe(false);
  });

  it('sends one batch 30 s after load with the latest value of each metric', async () => {
    const vitals = start();
    await vi.advanceTimersByTimeAsync(0);
    vitals.emit('TTFB', 300);
    vitals.emit('FCP', 1200);
    vitals.emit('LCP', 2000, { target: `main>${'div>'.repeat(80)}img` });
    vitals.emit('LCP', 2600, { target: 'main>img.hero' });
    vitals.emit('CLS', 0.3, { largestShiftTarget: 'div.banner' });
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS - 1);
    expect(await sent()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const batches = await sent();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.url).toBe('http://localhost:3000/api/1/performance/records');
    const byName = Object.fromEntries((batches[0]?.records ?? []).map((record) => [record.metric, record]));
    expect(Object.keys(byName).sort()).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
    expect(byName.LCP).toMatchObject({
      value: 2600,
      rating: 'needs-improvement',
      element: 'main>img.hero',
      analyticsId: 'a-1',
      marketingId: 'm-1',
      memberId: 'member-5',
      navigationType: 'navigate',
      pageUrl: location.href,
    });
    expect(byName.CLS).toMatchObject({ rating: 'poor', element: 'div.banner' });
    expect(byName.FCP).toMatchObject({ rating: 'good' });
    expect(PERFORMANCE_FLUSH_DELAY_MS).toBe(30_000);
  });

  it('a page hidden before 30 s sends at once (nothing is lost), and later values go in a later batch', async () => {
    const vitals = start();
    await vi.advanceTimersByTimeAsync(0);
    vitals.emit('FCP', 900);
    await vi.advanceTimersByTimeAsync(5000);
    setVisibility('hidden');
    expect(await sent()).toHaveLength(1);
    expect(beacons[0]?.records.map((record) => record.metric)).toEqual(['FCP']);
    setVisibility('visible');
    vitals.emit('INP', 640, { interactionTarget: 'button.add' });
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS);
    expect(await sent()).toHaveLength(2);
    expect(beacons[1]?.records).toEqual([expect.objectContaining({ metric: 'INP', rating: 'poor' })]);
  });

  it('pagehide sends too', async () => {
    const vitals = start();
    await vi.advanceTimersByTimeAsync(0);
    vitals.emit('TTFB', 100);
    window.dispatchEvent(new Event('pagehide'));
    expect(await sent()).toHaveLength(1);
  });

  it('sends nothing when nothing was measured', async () => {
    start();
    await vi.advanceTimersByTimeAsync(PERFORMANCE_COLLECTION_LIMIT_MS + 1000);
    setVisibility('hidden');
    expect(await sent()).toHaveLength(0);
  });

  it('stops collecting 60 s after start, sending what is pending then', async () => {
    const vitals = start();
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS + 1000);
    vitals.emit('CLS', 0.05);
    await vi.advanceTimersByTimeAsync(PERFORMANCE_COLLECTION_LIMIT_MS - PERFORMANCE_FLUSH_DELAY_MS - 1001);
    expect(await sent()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent()).toHaveLength(1);
    vitals.emit('INP', 100);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS);
    expect(await sent()).toHaveLength(1);
    expect(PERFORMANCE_COLLECTION_LIMIT_MS).toBe(60_000);
  });

  it('counts its 30 s from the load event, not from its own start (analytics starts later)', async () => {
    // The load event ended at 1,000 ms; analytics started page speed at 5,000 ms.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { loadEventEnd: 1000 } as PerformanceNavigationTiming,
    ]);
    vi.spyOn(performance, 'now').mockReturnValue(5000);
    const vitals = start();
    await vi.advanceTimersByTimeAsync(0);
    vitals.emit('TTFB', 100);
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS - 4000 - 1);
    expect(await sent()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent()).toHaveLength(1);
  });

  it('waits for the load event before counting 30 s', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      const vitals = start();
      await vi.advanceTimersByTimeAsync(0);
      vitals.emit('TTFB', 100);
      await vi.advanceTimersByTimeAsync(10_000);
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS - 1);
      expect(await sent()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(await sent()).toHaveLength(1);
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    beaconAccepts = false;
    const vitals = start();
    await vi.advanceTimersByTimeAsync(0);
    vitals.emit('FCP', 1000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(0);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toMatchObject({
      url: 'http://localhost:3000/api/1/performance/records',
      keepalive: true,
    });
  });

  it('a failing web-vitals import is silent', async () => {
    const failing = { loadVitals: vi.fn(async () => Promise.reject(new Error('chunk failed'))) };
    stop = startPageSpeed({
      transport: createTransport({ beacon: null }),
      analyticsId: 'a',
      marketingId: () => undefined,
      memberId: () => undefined,
      loadVitals: failing.loadVitals,
    });
    await expect(vi.advanceTimersByTimeAsync(PERFORMANCE_COLLECTION_LIMIT_MS)).resolves.not.toThrow();
  });
});

describe('performance records through the mock platform', () => {
  it('the batch arrives at POST /api/1/performance/records (fetch fallback, no beacon)', async () => {
    const vitals = fakeVitals();
    const stop = startPageSpeed({
      transport: createTransport({ beacon: null }),
      analyticsId: 'a-1',
      marketingId: () => 'm-1',
      memberId: () => undefined,
      loadVitals: vitals.loadVitals,
    });
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5));
    vitals.emit('LCP', 5000, { target: 'img' });
    stop();
    await vi.waitFor(() => expect(analytics.ofKind('performance')).toHaveLength(1));
    const [entry] = analytics.ofKind('performance');
    expect(entry?.path).toBe('/api/1/performance/records');
    expect(entry?.data).toEqual([
      expect.objectContaining({
        metric: 'LCP',
        value: 5000,
        rating: 'poor',
        element: 'img',
        analyticsId: 'a-1',
      }),
    ]);
  });
});
