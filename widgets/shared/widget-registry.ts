// How boot finds islands by name. Islands on every shop page are bundled; the rest are loaded
// with import() as their own chunks. The chunk download starts as soon as the page scan finds a
// mount point (`preload`), so hydrating an island that scrolls into view never waits on a
// loader -> main -> chunk waterfall. A chunk that fails to load is tried once more.

import { own } from '../../src/domain/own.ts';
import type { Widget } from './contract.ts';

type WidgetModule = { readonly default: Widget };

export interface LazyWidgetEntry {
  readonly load: () => Promise<WidgetModule>;
  /** Hydrate at once instead of near the viewport (the chunk still loads lazily). */
  readonly eager?: boolean;
}

export interface WidgetRegistry {
  names(): string[];
  has(name: string): boolean;
  isEager(name: string): boolean;
  /** Starts fetching a lazy island's chunk; harmless for bundled or unknown names. */
  preload(name: string): void;
  /** The widget; rejects when the name is unknown or its chunk failed to load twice. */
  load(name: string): Promise<Widget>;
}

export class UnknownWidgetError extends Error {
  override readonly name = 'UnknownWidgetError';
}

export class WidgetChunkError extends Error {
  override readonly name = 'WidgetChunkError';
}

export function createWidgetRegistry(definition: {
  readonly bundled: Readonly<Record<string, Widget>>;
  readonly lazy: Readonly<Record<string, LazyWidgetEntry>>;
}): WidgetRegistry {
  const { bundled, lazy } = definition;
  const loading = new Map<string, Promise<Widget>>();
  // Own properties only: an island named "constructor" or "toString" is unknown, not a crash.
  const isBundled = (name: string) => Object.hasOwn(bundled, name);
  const isLazy = (name: string) => Object.hasOwn(lazy, name);

  async function importTwice(name: string, entry: LazyWidgetEntry): Promise<Widget> {
    try {
      return (await entry.load()).default;
    } catch (first) {
      // A flaky connection or a deploy swapping chunks: one more try before giving up.
      try {
        return (await entry.load()).default;
      } catch {
        throw new WidgetChunkError(`the chunk of island "${name}" could not be loaded (tried twice)`, {
          cause: first,
        });
      }
    }
  }

  function loadLazy(name: string, entry: LazyWidgetEntry): Promise<Widget> {
    let promise = loading.get(name);
    if (!promise) {
      promise = importTwice(name, entry);
      loading.set(name, promise);
      // A later mount point (added by infinite scroll, say) may try again from scratch.
      promise.catch(() => loading.delete(name));
    }
    return promise;
  }

  return {
    names: () => [...Object.keys(bundled), ...Object.keys(lazy)],
    has: (name) => isBundled(name) || isLazy(name),
    isEager: (name) => own(bundled, name)?.eager === true || own(lazy, name)?.eager === true,
    preload(name) {
      const entry = own(lazy, name);
      if (entry) loadLazy(name, entry).catch(() => {});
    },
    load(name) {
      const widget = own(bundled, name);
      if (widget) return Promise.resolve(widget);
      const entry = own(lazy, name);
      if (!entry) return Promise.reject(new UnknownWidgetError(`unknown island "${name}"`));
      return loadLazy(name, entry);
    },
  };
}
