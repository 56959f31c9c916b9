import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTaskSlicer, yieldToMain } from './yield.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a later task, not within the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    let done = false;
    const yielded = yieldToMain().then(() => {
      done = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await yielded;
    expect(done).toBe(true);
  });
});

describe('createTaskSlicer', () => {
  it('runs pieces in call order and yields once a task has used its budget', async () => {
    const order: (number | 'yield')[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        order.push('yield');
        return Promise.resolve();
      },
    });
    let clock = 0;
    const slicer = createTaskSlicer(30, () => clock);
    // Five pieces of 20 ms each, all asked for at once (as a list's islands are).
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (piece) => {
        await slicer.slot();
        order.push(piece);
        clock += 20;
      }),
    );
    expect(order).toEqual([1, 2, 'yield', 3, 4, 'yield', 5]);
  });

  it('never yields while the work stays under budget', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    let clock = 0;
    const slicer = createTaskSlicer(30, () => clock);
    await Promise.all(
      [1, 2, 3].map(async () => {
        await slicer.slot();
        clock += 5;
      }),
    );
    expect(yieldFn).not.toHaveBeenCalled();
  });
});
