import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from '../base/lazy.ts';
import { resolveStrings } from '../words/strings.ts';
import { lazyHttp, loadChunk } from './lazy-http.ts';
import { PlatformError } from './platform-error.ts';

const strings = resolveStrings();

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('./http.ts');
  vi.resetModules();
});

describe('loadChunk', () => {
  it('passes a loaded chunk through', async () => {
    await expect(
      loadChunk(
        lazy(async () => 'module', 'cart-calls'),
        strings,
      ),
    ).resolves.toBe('module');
  });

  it('turns a chunk that cannot load into the network failure, with a console line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = await loadChunk(
      lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'cart-calls'),
      strings,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformError);
    expect(failure).toMatchObject({ kind: 'network', message: 'Please check your internet connection.' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[Storefront\] the chunk "cart-calls" could not be loaded \(tried twice\) \(TypeError: Failed to fetch dynamically imported module\); the shopper is shown "Please check your internet connection\."$/,
    );
  });
});

describe('lazyHttp', () => {
  it('makes one client for the page, on first use', async () => {
    const load = lazyHttp({ apiRoot: '/api/' }, strings);
    const first = await load();
    expect(await load()).toBe(first);
  });

  it('reports a client chunk that cannot load, and tries again on the next call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.doMock('./http.ts', () => {
      throw new Error('chunk gone');
    });
    const { lazyHttp: fresh } = await import('./lazy-http.ts');
    const load = fresh({ apiRoot: '/api/' }, strings);
    await expect(load()).rejects.toMatchObject({ kind: 'network' });
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[Storefront\] the chunk "http" could not be loaded \(tried twice\)/,
    );
    vi.doUnmock('./http.ts');
    vi.resetModules();
    await expect(load()).resolves.toBeTypeOf('function');
  });
});

describe('lazyHttp, asked for by calls at once', () => {
  it('gives the calls that waited on the first load one client', async () => {
    const load = lazyHttp({ apiRoot: '/api/' }, strings);
    const [first, second] = await Promise.all([load(), load()]);
    expect(second).toBe(first);
  });
});
