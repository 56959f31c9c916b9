import { describe, expect, it, vi } from 'vitest';
import { ChunkError, lazy } from './lazy.ts';

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** An importer whose chunk fails twice, then loads. */
const failingTwice = () =>
  vi.fn().mockImplementationOnce(gone).mockImplementationOnce(gone).mockResolvedValue('module');

describe('lazy', () => {
  it('loads its chunk once, on first use, and keeps the module for a render without suspension', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const chunk = lazy(importer, 'the answer');
    expect(importer).not.toHaveBeenCalled();
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(second);
    expect(await chunk.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBe(first);
  });

  it('starts loading on preload, and the use that follows waits on the same load', async () => {
    const importer = vi.fn(async () => 'module');
    const chunk = lazy(importer, 'a chunk');
    chunk.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(chunk.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk once more at once, and the second try counts', async () => {
    const importer = vi.fn().mockImplementationOnce(gone).mockResolvedValueOnce('module');
    await expect(lazy(importer, 'a chunk').load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('rejects with a ChunkError naming the chunk when both tries fail, the first cause kept', async () => {
    const importer = vi.fn(gone);
    const failure = await lazy(importer, 'cart-calls')
      .load()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkError);
    expect(failure).toMatchObject({ message: 'the chunk "cart-calls" could not be loaded (tried twice)' });
    expect((failure as Error).cause).toBeInstanceOf(TypeError);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('forgets a load that failed twice, so the next use starts again', async () => {
    const importer = failingTwice();
    const chunk = lazy(importer, 'a chunk');
    await expect(chunk.load()).rejects.toBeInstanceOf(ChunkError);
    await expect(chunk.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('keeps a failed preload silent (no unhandled rejection) and lets the use try again', async () => {
    const importer = failingTwice();
    const chunk = lazy(importer, 'a chunk');
    chunk.preload();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(2));
    await expect(chunk.load()).resolves.toBe('module');
  });
});
