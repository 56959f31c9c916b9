import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('starts a task only after the one before it settles', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const first = deferred();
    const a = queue.run(async () => {
      log.push('a start');
      await first.promise;
      log.push('a end');
    });
    const b = queue.run(async () => {
      log.push('b start');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    expect(queue.pending).toBe(2);
    first.resolve();
    await Promise.all([a, b]);
    expect(log).toEqual(['a start', 'a end', 'b start']);
    expect(queue.pending).toBe(0);
  });

  it('keeps going after a failure and passes the failure to its caller', async () => {
    const queue = createSerialQueue();
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
