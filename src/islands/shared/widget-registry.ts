// How the browser entry finds islands by name. Islands on every shop page are bundled; each other is a
// chunk of its own (core/base/lazy.ts, named by the manifest's `load` line). The chunk download
// starts as soon as the page scan finds a mount point (`preload`), so hydrating an island that
// scrolls into view never waits on a loader -> main -> chunk waterfall.

import { type Lazy, lazy } from '../../core/base/lazy.ts';
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
  /** The widget; rejects when the name is unknown, or with a ChunkError when its chunk failed twice. */
  load(name: string): Promise<Widget>;
}

/** The map's value for `name`, made and kept the first time it is asked for. */
function madeOnce<T>(made: Map<string, T>, name: string, make: () => T): T {
  const found = made.get(name);
  if (found) return found;
  const value = make();
  made.set(name, value);
  return value;
}

export class UnknownWidgetError extends Error {
  override readonly name = 'UnknownWidgetError';
}

export function createWidgetRegistry(definition: {
  readonly bundled: Readonly<Record<string, Widget>>;
  readonly lazy: Readonly<Record<string, LazyWidgetEntry>>;
}): WidgetRegistry {
  const { bundled, lazy: lazyEntries } = definition;
  const chunks = new Map<string, Lazy<WidgetModule>>();
  const rules = new Map<string, Lazy<FactsRule>>();
  // Own properties only: an island named "constructor" or "toString" is unknown, not a crash.
  const isBundled = (name: string) => Object.hasOwn(bundled, name);
  const isLazy = (name: string) => Object.hasOwn(lazyEntries, name);
  /** One lazy per island, made on first use (a failed one is tried again by a later mount point). */
  const chunkOf = (name: string, entry: LazyWidgetEntry) =>
    madeOnce(chunks, name, () => lazy(entry.load, name));

  return {
    names: () => [...Object.keys(bundled), ...Object.keys(lazyEntries)],
    has: (name) => isBundled(name) || isLazy(name),
    hydration: (name) => {
      const widget = own(bundled, name);
      if (widget) return widget.hydrate;
      return own(lazyEntries, name)?.hydrate ?? 'visible';
    },
    factsRule: (name) => {
      const facts = own(lazyEntries, name)?.facts;
      if (!facts) return undefined;
      return madeOnce(rules, name, () => lazy(facts, `${name}/shows-nothing`)).load;
    },
    preload(name) {
      const entry = own(lazyEntries, name);
      if (entry) chunkOf(name, entry).preload();
    },
    load(name) {
      const widget = own(bundled, name);
      if (widget) return Promise.resolve(widget);
      const entry = own(lazyEntries, name);
      if (!entry) return Promise.reject(new UnknownWidgetError(`unknown island "${name}"`));
      return chunkOf(name, entry)
        .load()
        .then((module) => module.default);
    },
  };
}
