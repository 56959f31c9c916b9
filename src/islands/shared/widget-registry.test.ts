import { describe, expect, it, vi } from 'vitest';
import { ChunkError } from '../../core/base/lazy.ts';
import { own } from '../../core/base/own.ts';
import { islandManifest } from '../manifest.ts';
import { widgetRegistry } from '../registry.ts';
import { serverWidgets } from '../server-registry.ts';
import { defineWidget, noOptions } from './contract.ts';
import { createWidgetRegistry, UnknownWidgetError } from './widget-registry.ts';

const plain = defineWidget({ name: 'plain', scope: 'page', parseOptions: noOptions, Component: () => null });
const module = { default: plain };

/** A widget whose own definition asks to hydrate at once. */
const eager = defineWidget({
  name: 'eager',
  scope: 'page',
  hydrate: 'eager',
  parseOptions: noOptions,
  Component: () => null,
});

describe('widget registry', () => {
  it('lists the same islands in the browser and on the server', () => {
    expect(widgetRegistry.names().sort()).toEqual(Object.keys(serverWidgets).sort());
  });

  it('looks names up as own properties only', async () => {
    const registry = createWidgetRegistry({ bundled: { plain }, lazy: {} });
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(registry.has(name)).toBe(false);
      await expect(registry.load(name)).rejects.toBeInstanceOf(UnknownWidgetError);
    }
  });

  it('starts a lazy chunk once on preload and reuses it when the island mounts', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const registry = createWidgetRegistry({ bundled: {}, lazy: { plain: { load } } });
    registry.preload('plain');
    registry.preload('plain');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(registry.load('plain')).resolves.toBe(plain);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed chunk once, then reports it by island name', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const registry = createWidgetRegistry({ bundled: {}, lazy: { plain: { load } } });
    const failure = registry.load('plain');
    await expect(failure).rejects.toBeInstanceOf(ChunkError);
    await expect(failure).rejects.toThrow('the chunk "plain" could not be loaded (tried twice)');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('succeeds when the second try loads', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(module);
    const registry = createWidgetRegistry({ bundled: {}, lazy: { plain: { load } } });
    await expect(registry.load('plain')).resolves.toBe(plain);
  });

  it('tries a failed chunk afresh for a later mount point', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    const registry = createWidgetRegistry({ bundled: {}, lazy: { plain: { load } } });
    await expect(registry.load('plain')).rejects.toThrow();
    await expect(registry.load('plain')).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('knows when each island hydrates, bundled or lazy (near the viewport unless it says)', () => {
    const registry = createWidgetRegistry({
      bundled: { eager, plain },
      lazy: {
        soon: { load: () => Promise.resolve(module), hydrate: 'eager' },
        idle: { load: () => Promise.resolve(module), hydrate: 'intent' },
        later: { load: () => Promise.resolve(module) },
      },
    });
    expect(
      ['eager', 'plain', 'soon', 'idle', 'later', 'nope'].map((name) => registry.hydration(name)),
    ).toEqual(['eager', 'visible', 'eager', 'intent', 'visible', 'visible']);
  });

  it("reads a lazy island's hydration from its manifest entry, never from its chunk's definition", async () => {
    const registry = createWidgetRegistry({
      bundled: {},
      lazy: { late: { load: () => Promise.resolve({ default: eager }) } },
    });
    await registry.load('late');
    expect(registry.hydration('late')).toBe('visible');
  });

  it("leaves a lazy island's hydration to its manifest line: no lazy definition says its own", () => {
    // A definition's `hydrate` is read for bundled islands only (the scheduler needs it before a
    // lazy chunk has loaded), so on a lazy island it would be a second, dead answer.
    const said = Object.keys(islandManifest.lazy).filter(
      (name) => own(serverWidgets, name)?.hydrate !== 'visible',
    );
    expect(said).toEqual([]);
  });

  it("gives a lazy island's facts rule only for islands that have one, its chunk loaded once", async () => {
    const ruleModule = { showsNothing: () => true };
    const rule = vi.fn(() => Promise.resolve(ruleModule));
    const registry = createWidgetRegistry({
      bundled: { plain },
      lazy: {
        gated: { load: () => Promise.resolve(module), facts: rule },
        open: { load: () => Promise.resolve(module) },
      },
    });
    const rules = ['plain', 'gated', 'open', 'constructor'].map((name) => registry.factsRule(name));
    expect(rules.map((found) => typeof found)).toEqual(['undefined', 'function', 'undefined', 'undefined']);
    await expect(rules[1]?.()).resolves.toBe(ruleModule);
    await expect(registry.factsRule('gated')?.()).resolves.toBe(ruleModule);
    expect(rule).toHaveBeenCalledTimes(1);
  });
});
