import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceLatest } from './coalesce-latest.ts';
import { createSerialQueue } from './serial-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('coalesceLatest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one call per key for a burst inside the quiet time, with the latest value', async () => {
    const calls: [string, number][] = [];
    const latest = coalesceLatest<string, number, number>(
      async (key, value) => {
        calls.push([key, value]);
        return value;
      },
      { quietMs: 300 },
    );
    const results = [latest.push('a', 2), latest.push('a', 3), latest.push('b', 7), latest.push('a', 4)];
    expect(latest.waiting('a')).toBe(4);
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(results)).toEqual([4, 4, 7, 4]);
    expect(calls).toEqual([
      ['b', 7],
      ['a', 4],
    ]);
  });

  it('replaces a value waiting in the queue, but never the one already running', async () => {
    const queue = createSerialQueue();
    const blocker = deferred();
    void queue.run(() => blocker.promise);
    const calls: number[] = [];
    const latest = coalesceLatest<string, number, number>(
      async (_key, value) => {
        calls.push(value);
        return value;
      },
      { enqueue: (task) => queue.run(task) },
    );
    const first = latest.push('a', 1);
    const second = latest.push('a', 2); // still queued behind the blocker: replaces 1
    blocker.resolve();
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(calls).toEqual([2]);
    const running = deferred();
    const slow = coalesceLatest<string, number, number>(
      async (_key, value) => {
        calls.push(value);
        await running.promise;
        return value;
      },
      { enqueue: (task) => queue.run(task) },
    );
    const third = slow.push('a', 3);
    await vi.advanceTimersByTimeAsync(0);
    const fourth = slow.push('a', 4); // 3 has started: 4 waits for its own call
    running.resolve();
    expect(await Promise.all([third, fourth])).toEqual([3, 4]);
    expect(calls).toEqual([2, 3, 4]);
  });

  it('an immediate value skips the quiet time and passes failures to every caller', async () => {
    const latest = coalesceLatest<string, string, string>(
      async () => {
        throw new Error('nope');
      },
      { quietMs: 1000 },
    );
    const early = latest.push('a', 'quantity');
    const now = latest.push('a', 'remove', { immediate: true });
    await expect(early).rejects.toThrow('nope');
    await expect(now).rejects.toThrow('nope');
  });
});

describe('coalesceLatest flush', () => {
  it('sends every settling value at once', async () => {
    const calls: number[] = [];
    const latest = coalesceLatest<string, number, number>(
      async (_key, value) => {
        calls.push(value);
        return value;
      },
      { quietMs: 60_000 },
    );
    const pending = latest.push('a', 1);
    latest.flush();
    expect(await pending).toBe(1);
    expect(calls).toEqual([1]);
  });
});
