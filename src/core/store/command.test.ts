import type { KyInstance } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../base/lazy.ts';
import { PlatformError } from '../platform/platform-error.ts';
import { commandsNotOnServer, defineCommand, defineCommandModule } from './command.ts';

interface Sender {
  send(text: string): Promise<string>;
}

/** A command whose code chunk is `code` (a fresh chunk per test), on a page whose client is `http`. */
function echo({
  code,
  http = vi.fn(async () => ({}) as KyInstance),
}: {
  code: () => Promise<Sender>;
  http?: () => Promise<KyInstance>;
}) {
  return defineCommand({
    chunk: lazy(code, 'the echo call'),
    run: (module, _client, _deps, text: string) => module.send(text),
    failure: () => ({ doing: 'save', fallback: 'Could not send.' }),
    failed: (message: string) => `failed: ${message}`,
  })({ http });
}

const sender = (send: (text: string) => Promise<string> = async (text) => `sent ${text}`) =>
  vi.fn(async (): Promise<Sender> => ({ send }));

describe('defineCommand', () => {
  it('loads its code on the first call only, and not before', async () => {
    const code = sender();
    const command = echo({ code });
    expect(code).not.toHaveBeenCalled();
    expect(await command.run('a')).toBe('sent a');
    expect(await command.run('b')).toBe('sent b');
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('preloads its code on intent, so the call does not load it again', async () => {
    const code = sender();
    const command = echo({ code });
    command.preload();
    expect(code).toHaveBeenCalledTimes(1);
    expect(await command.run('a')).toBe('sent a');
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('words a failed call through failureWords and never rejects', async () => {
    const limited = new PlatformError('rate-limit', 'Please try again in a few seconds.', 429);
    const command = echo({ code: sender(() => Promise.reject(limited)) });
    await expect(command.run('a')).resolves.toBe('failed: Please try again in a few seconds.');
    const refused = new PlatformError('http', 'Please try again.', 409, 'Sorry, out.');
    await expect(echo({ code: sender(() => Promise.reject(refused)) }).run('a')).resolves.toBe(
      'failed: Could not send.',
    );
  });

  it('a code chunk that cannot load (twice) resolves as a failure, and is tried again on the next call', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module');
    const code = vi
      .fn<() => Promise<Sender>>()
      .mockRejectedValueOnce(gone)
      .mockRejectedValueOnce(gone)
      .mockResolvedValue({ send: async (text) => `sent ${text}` });
    const command = echo({ code });
    command.preload();
    await expect(command.run('a')).resolves.toBe('failed: Could not send.');
    await expect(command.run('b')).resolves.toBe('sent b');
    expect(code).toHaveBeenCalledTimes(3);
  });

  it('preloads the page client with its code, and a client that cannot load is a failure, not a rejection', async () => {
    const http = vi.fn(() =>
      Promise.reject(new PlatformError('network', 'Please check your internet connection.')),
    );
    const command = echo({ code: sender(), http });
    command.preload();
    expect(http).toHaveBeenCalledTimes(1);
    await expect(command.run('a')).resolves.toBe('failed: Could not send.');
  });
});

describe('defineCommandModule', () => {
  it('loads its module once, on preload or first use', async () => {
    const code = vi.fn(async () => ({ ready: true }));
    const module = defineCommandModule(code, 'the ready module')({});
    module.preload();
    expect(await module.load()).toEqual({ ready: true });
    expect(code).toHaveBeenCalledTimes(1);
  });
});

describe('commandsNotOnServer', () => {
  it('fails loudly, naming the call, when a command runs while rendering on the server', () => {
    const commands = commandsNotOnServer<{ wishlist: { run(): Promise<unknown> } }>(['wishlist']);
    expect(() => commands.wishlist.run()).toThrow(
      '[Storefront] services.wishlist.run() was called while rendering on the server; commands run only in the browser',
    );
  });
});
