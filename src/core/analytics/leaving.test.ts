import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceLeaving, pageIsLeaving } from './leaving.ts';
import { createTransport, postForm } from './transport.ts';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  setVisibility('visible');
  window.dispatchEvent(new Event('pageshow'));
});

describe('pageIsLeaving', () => {
  it('is true once the page is hidden, and from pagehide (which comes while it still reads visible) until shown again', () => {
    expect(pageIsLeaving()).toBe(false);
    setVisibility('hidden');
    expect(pageIsLeaving()).toBe(true);
    setVisibility('visible');
    expect(pageIsLeaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(pageIsLeaving()).toBe(true);
    // Back from the back/forward cache.
    window.dispatchEvent(new Event('pageshow'));
    expect(pageIsLeaving()).toBe(false);
  });

  it('makes every analytics call sent while leaving a keepalive one, and none before', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const transport = createTransport({ fetch, beacon: null });
    await postForm(transport, 'http://localhost:3000/api/census/RecordHit', { event: 'view' });
    window.dispatchEvent(new Event('pagehide'));
    await postForm(transport, 'http://localhost:3000/api/census/RecordHit', { event: 'view' });
    const keepalive = fetch.mock.calls.map((call) => (call as unknown[])[1] as RequestInit);
    expect(keepalive.map((init) => init.keepalive === true)).toEqual([false, true]);
  });
});

describe('onceLeaving', () => {
  it('calls back once, at the first of hidden or pagehide, and not at all once cancelled', () => {
    const leave = vi.fn();
    onceLeaving(leave);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(leave).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    onceLeaving(cancelled)();
    window.dispatchEvent(new Event('pagehide'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
