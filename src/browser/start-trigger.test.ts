import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_START_MS, watchStartTrigger } from './start-trigger.ts';

/** A controllable requestIdleCallback: records each request's timeout; `idle()` runs the first. */
function stubIdle() {
  const queue: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
    queue.push({ callback, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', () => queue.splice(0));
  return {
    queue,
    /** The browser's first idle moment: runs the queued callback. */
    idle(didTimeout = false) {
      queue.shift()?.callback({ didTimeout, timeRemaining: () => (didTimeout ? 0 : 49) });
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  document.body.innerHTML =
    '<div data-storefront="add-to-cart"><button type="submit">Add</button></div><p id="text">Text</p>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchStartTrigger', () => {
  it('starts on the first sign of a shopper, once', () => {
    stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    document.getElementById('text')?.dispatchEvent(new Event('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'])('starts on %s', (type) => {
    stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
  });

  it('keeps a press on an island button before the start, stops its default action and starts', () => {
    stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    const button = document.querySelector('button') as HTMLButtonElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(trigger.presses).toEqual([button]);
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('leaves presses outside islands alone', () => {
    stubIdle();
    const trigger = watchStartTrigger(vi.fn());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('text')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(trigger.presses).toEqual([]);
    trigger.stop();
  });

  it('starts unasked at the first idle moment after the load, at most LATEST_START_MS later', () => {
    const idle = stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    // The test page has loaded: one idle request, bounded by LATEST_START_MS (a busy page's latest).
    expect(idle.queue.map((request) => request.timeout)).toEqual([LATEST_START_MS]);
    expect(LATEST_START_MS).toBeLessThanOrEqual(1000);
    expect(start).not.toHaveBeenCalled();
    idle.idle();
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
  });

  it('starts on a page that is never idle when the idle request times out', () => {
    const idle = stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    idle.idle(true);
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
  });

  it('shows a kept press as busy at once, and keeps a second tap on the same button once', () => {
    stubIdle();
    const trigger = watchStartTrigger(vi.fn());
    const button = document.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(button.closest('[data-storefront]')?.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.textContent).toBe('Add');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(trigger.presses).toEqual([button]);
    trigger.stop();
  });

  it('never starts once stopped before starting', () => {
    const idle = stubIdle();
    const start = vi.fn();
    watchStartTrigger(start).stop();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    idle.idle();
    vi.advanceTimersByTime(LATEST_START_MS);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('the core preload', () => {
  it('comes at the load event (a page already loaded: now), before the start', () => {
    stubIdle();
    const preload = vi.fn();
    const start = vi.fn();
    const trigger = watchStartTrigger(start, preload);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    trigger.stop();
  });
});
