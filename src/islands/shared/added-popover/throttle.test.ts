import { describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  it('runs the first call and at most one per interval', () => {
    let time = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 100, () => time);
    throttled();
    time = 50;
    throttled();
    time = 99;
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    time = 100;
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
