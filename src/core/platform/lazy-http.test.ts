import { afterEach, describe, expect, it, vi } from 'vitest';
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
    await expect(loadChunk(async () => 'module', 'the cart calls', strings)).resolves.toBe('module');
  });

  it('turns a chunk that cannot load into the network failure, with a console line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = await loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'the cart calls',
      strings,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformError);
    expect(failure).toMatchObject({ kind: 'network', message: 'Please check your internet connection.' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[Storefront\] could not load the cart calls \(TypeError: Failed to fetch dynamically imported module\); the shopper is shown "Please check your internet connection\."$/,
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
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[Storefront\] could not load the platform client/);
    vi.doUnmock('./http.ts');
    vi.resetModules();
    await expect(load()).resolves.toBeTypeOf('function');
  });
});
