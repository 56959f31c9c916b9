// What every island module exports, and how the browser entry and the server renderer call it.
import { type ComponentType, createContext, createElement, type ReactElement } from 'react';
import type { IslandStringGroup } from '../../core/words/string-groups.ts';
import type { Hydration } from './widget-registry.ts';

/** An island's raw options: its other data-* attributes (camelCased) and its child JSON. */
export interface RawIslandOptions {
  readonly attributes: Readonly<Record<string, string>>;
  readonly json: unknown;
}

declare const reads: unique symbol;

/**
 * The raw options as `parseOptions` receives them, tagged (for the type checker only) with what
 * a page may write for the island. The tag is how the public `IslandOptions` type is inferred
 * from each island's parser (src/islands/manifest.ts), so the shape is written once, on the parser.
 * The values themselves stay untyped strings and JSON: a page is untrusted input.
 */
export type IslandInput<Reads> = RawIslandOptions & { readonly [reads]?: Reads };

/** A data-* attribute that is a switch. */
export type Flag = 'true' | 'false';

/** What an island that reads no options accepts. */
type NoOptions = { readonly attributes?: Record<string, never> };

export class IslandOptionsError extends Error {
  override readonly name = 'IslandOptionsError';
}

/** The data-* options `Reads` names, by dataset name (none for an island that takes none). */
type AttributeName<Reads> = Reads extends { readonly attributes?: infer A }
  ? string extends keyof NonNullable<A>
    ? never
    : Extract<keyof NonNullable<A>, string>
  : never;

/**
 * Every data-* option the island reads, by dataset name (`{ display: true }`): the checker holds
 * it to the `attributes` of its parseOptions' input, so none can be missing or extra. What a page
 * writes besides them is a slip, warned about with the nearest name (issue 49.10).
 */
type AttributeDeclaration<Reads> = [AttributeName<Reads>] extends [never]
  ? { readonly attributes?: never }
  : { readonly attributes: { readonly [K in AttributeName<Reads>]-?: true } };

interface WidgetDefinition<Options, Reads> {
  readonly name: string;
  /** 'product' islands must sit inside a data-storefront-product container. */
  readonly scope: 'page' | 'product';
  /**
   * When a bundled island hydrates (widget-registry.ts `Hydration`): `visible` unless it says
   * otherwise. A lazy island says it on its manifest line instead, which is read before its chunk
   * loads; its definition's would never be read.
   */
  readonly hydrate?: Hydration;
  /** The string groups it speaks besides the main one: loaded in the page's language before it mounts. */
  readonly strings?: readonly IslandStringGroup[];
  /** Validates the raw options; throws IslandOptionsError naming the field. */
  parseOptions(raw: IslandInput<Reads>): Options;
  readonly Component: ComponentType<{ options: Options }>;
}

/** A widget with its options type sealed inside, so the registry can hold any of them. */
export interface Widget<Reads = unknown> {
  readonly name: string;
  readonly scope: 'page' | 'product';
  readonly hydrate: Hydration;
  readonly strings: readonly IslandStringGroup[];
  /** The data-* options it reads, by dataset name (`AttributeDeclaration`). */
  readonly attributes: readonly string[];
  /** Validates options (throws IslandOptionsError) and returns the element to render. */
  prepare(raw: RawIslandOptions): ReactElement;
  /** Type only, never set: what a page may write for this island (see IslandInput). */
  readonly [reads]?: Reads;
}

/**
 * The string groups of the island being rendered, as its definition declares them: what
 * `useStringGroup` reads, so an island names its groups once (none outside an island).
 */
export const IslandStrings = createContext<readonly IslandStringGroup[]>([]);

export function defineWidget<Options, Reads>(
  definition: WidgetDefinition<Options, Reads> & AttributeDeclaration<Reads>,
): Widget<Reads> {
  const strings = definition.strings ?? [];
  return {
    name: definition.name,
    scope: definition.scope,
    hydrate: definition.hydrate ?? 'visible',
    strings,
    attributes: Object.keys(definition.attributes ?? {}),
    prepare(raw) {
      const options = definition.parseOptions(raw);
      return createElement(
        IslandStrings.Provider,
        { value: strings },
        createElement(definition.Component, { options }),
      );
    },
  };
}

/** Options for islands that take none: anything extra is ignored. */
export function noOptions(_raw?: IslandInput<NoOptions>): Record<string, never> {
  return {};
}
