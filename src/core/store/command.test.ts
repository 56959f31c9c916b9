import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../platform/platform-error.ts';
import { commandsNotOnServer, defineCommand, defineCommandModule } from './command.ts';

interface Deps {
  readonly code: () => Promise<{ send(text: string): Promise<string> }>;
}

const echo = defineCommand({
  code: (deps: Deps) => deps.code(),
  run: (module, _kit, text: string) => module.send(text),
  failure: () => ({ doing: 'save', fallback: 'Could not send.' }),
  failed: (message: string) => `failed: ${message}`,
});

const sender = (send: (text: string) => Promise<string> = async (text) => `sent ${text}`) =>
  vi.fn(async () => ({ send }));

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

  it('a code chunk that cannot load resolves as a failure, and is tried again on the next call', async () => {
    const code = vi
      .fn<Deps['code']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ send: async (text) => `sent ${text}` });
    const command = echo({ code });
    command.preload();
    await expect(command.run('a')).resolves.toBe('failed: Could not send.');
    await expect(command.run('b')).resolves.toBe('sent b');
    expect(code).toHaveBeenCalledTimes(2);
  });
});

describe('defineCommandModule', () => {
  it('loads its module once, on preload or first use', async () => {
    const code = vi.fn(async () => ({ ready: true }));
    const module = defineCommandModule(code)({});
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
