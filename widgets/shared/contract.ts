// What every island module exports, and how boot and the server renderer call it.
import { type ComponentType, createElement, type ReactElement } from 'react';

/** An island's raw options: its other data-* attributes (camelCased) and its child JSON. */
export interface RawIslandOptions {
  readonly attributes: Readonly<Record<string, string>>;
  readonly json: unknown;
}

export class IslandOptionsError extends Error {
  override readonly name = 'IslandOptionsError';
}

export interface WidgetDefinition<Options> {
  readonly name: string;
  /** 'product' islands must sit inside a data-storefront-product container. */
  readonly scope: 'page' | 'product';
  /** Hydrate at once instead of when near the viewport (e.g. a fixed cart pill). */
  readonly eager?: boolean;
  /** Validates the raw options; throws IslandOptionsError naming the field. */
  parseOptions(raw: RawIslandOptions): Options;
  readonly Component: ComponentType<{ options: Options }>;
}

/** A widget with its options type sealed inside, so the registry can hold any of them. */
export interface Widget {
  readonly name: string;
  readonly scope: 'page' | 'product';
  readonly eager: boolean;
  /** Validates options (throws IslandOptionsError) and returns the element to render. */
  prepare(raw: RawIslandOptions): ReactElement;
}

export function defineWidget<Options>(definition: WidgetDefinition<Options>): Widget {
  return {
    name: definition.name,
    scope: definition.scope,
    eager: definition.eager ?? false,
    prepare(raw) {
      const options = definition.parseOptions(raw);
      return createElement(definition.Component, { options });
    },
  };
}

/** Options for islands that take none: anything extra is ignored. */
export function noOptions(): Record<string, never> {
  return {};
}
