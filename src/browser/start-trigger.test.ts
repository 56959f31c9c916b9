import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_START_MS, PRELOAD_AFTER_LOAD_MS, QUIET_MS, watchStartTrigger } from './start-trigger.ts';

/** A controllable requestIdleCallback: each call queues one callback with the idle time given. */
function stubIdle() {
  const queue: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => queue.splice(0));
  return {
    /** Runs the queued callback after `ms` of fake time with `remaining` ms of idle period. */
    idle(ms: number, remaining = 49) {
      vi.advanceTimersByTime(ms);
      const callback = queue.shift();
      callback?.({ didTimeout: false, timeRemaining: () => remaining });
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

  it('starts unasked once the loaded page has stayed idle for QUIET_MS, and not before', () => {
    const idle = stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    // The test page has loaded: the quiet window starts now.
    idle.idle(QUIET_MS / 2);
    expect(start).not.toHaveBeenCalled();
    // A short idle period: other work was waiting, so the window starts over.
    idle.idle(QUIET_MS / 2, 5);
    idle.idle(QUIET_MS - 10);
    expect(start).not.toHaveBeenCalled();
    idle.idle(20);
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
  });

  it('starts at the latest LATEST_START_MS after the load on a page that is never idle', () => {
    stubIdle();
    const start = vi.fn();
    const trigger = watchStartTrigger(start);
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    trigger.stop();
  });

  it('never starts once stopped before starting', () => {
    const idle = stubIdle();
    const start = vi.fn();
    watchStartTrigger(start).stop();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    idle.idle(LATEST_START_MS);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('the core preload', () => {
  it('comes PRELOAD_AFTER_LOAD_MS after the load event, not with it', () => {
    stubIdle();
    const preload = vi.fn();
    const trigger = watchStartTrigger(vi.fn(), preload);
    vi.advanceTimersByTime(PRELOAD_AFTER_LOAD_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
    trigger.stop();
  });
});
