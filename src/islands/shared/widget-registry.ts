// How the browser entry finds islands by name. Islands on every shop page are bundled; the rest are loaded
// with import() as their own chunks. The chunk download starts as soon as the page scan finds a
// mount point (`preload`), so hydrating an island that scrolls into view never waits on a
// loader -> main -> chunk waterfall. A chunk that fails to load is tried once more.

import { own } from '../../core/base/own.ts';
import type { SiteContext } from '../../core/domain/context-schema.ts';
import type { Product, Variant } from '../../core/domain/product.ts';
import type { Selection } from '../../core/domain/variant-selection.ts';
import type { Widget } from './contract.ts';

type WidgetModule = { readonly default: Widget };

/** What a product island's `showsNothing` decides from: the product as its container holds it now. */
export interface IslandFacts {
  readonly product: Product;
  readonly selected: Selection;
  readonly variant: Variant | undefined;
  readonly context: SiteContext;
  /** The island's data-* options, camelCased. */
  readonly attributes: Readonly<Record<string, string>>;
}

/**
 * When an island hydrates: `eager` at once; `visible` near the viewport (or on intent);
 * `intent` only on the shopper's intent (pointer, focus, touch, key) or when the page is idle,
 * never on view alone: its server HTML already shows everything it would.
 */
export type Hydration = 'eager' | 'visible' | 'intent';

export interface LazyWidgetEntry {
  readonly load: () => Promise<WidgetModule>;
  /** When it hydrates (`visible` by default); its chunk still loads lazily. */
  readonly hydrate?: Hydration;
  /**
   * Its `showsNothing` rule (a module of its own, shared by the gated islands of a page as one
   * small chunk): true while the product's facts say the island has nothing to show (a restock
   * form for a product in stock); then neither its chunk nor its strings load until a choice or
   * live stock changes the facts.
   */
  readonly facts?: () => Promise<FactsRule>;
}

/** A lazy island's rule module (`<island>/shows-nothing.ts`). */
export interface FactsRule {
  showsNothing(facts: IslandFacts): boolean;
}

export interface WidgetRegistry {
  names(): string[];
  has(name: string): boolean;
  hydration(name: string): Hydration;
  /** The island's facts rule (see LazyWidgetEntry.facts), or undefined when it has none. */
  factsRule(name: string): (() => Promise<FactsRule>) | undefined;
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
    hydration: (name) => {
      const widget = own(bundled, name);
      if (widget) return widget.hydrate;
      return own(lazy, name)?.hydrate ?? 'visible';
    },
    factsRule: (name) => own(lazy, name)?.facts,
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
