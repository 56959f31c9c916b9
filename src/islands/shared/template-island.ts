// What the server half's template engine knows of one island, written beside the island in
// `src/islands/<name>/template-engine.ts` (server only: the browser bundle never imports it).
// The engine finds these files by folder (server-registry.ts), so it names no island itself:
//   platformFormatters: the platform's own formatters that write the island, so a platform
//                       template's {@|add-to-cart-btn} hydrates as our add-to-cart island;
//   fromValue:          the island's options read from the formatted value ({gallery|lightbox}
//                       builds the lightbox's data from the platform's images and options);
//   itemDefaults:       data-* options a product island gets when applied to a product item
//                       (the platform idiom, outside a product block) unless the template sets them.
import type { ErrorCollector } from '../../core/template/errors.ts';
import type { StyleCollector } from '../../core/template/style-collector.ts';

/** An island's mount point as the server writes it. */
export interface IslandRenderOptions {
  /** Options as data-* attributes, camelCase keys (displayMode -> data-display-mode). */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Large options, written as the island's JSON child. */
  readonly json?: unknown;
  /** Extra attributes on the mount point element itself (class, id). */
  readonly element?: Readonly<Record<string, string>>;
  readonly tag?: string;
}

/** Where one render's problems and generated classes go. */
interface TemplateRender {
  readonly collector: ErrorCollector;
  readonly styles: StyleCollector;
}

/** A platform formatter that writes the island: the arguments and tag it always adds. */
interface PlatformFormatter {
  readonly args?: readonly string[];
  readonly tag?: string;
}

export interface TemplateIsland {
  readonly platformFormatters?: Readonly<Record<string, PlatformFormatter>>;
  readonly fromValue?: (
    value: unknown,
    options: IslandRenderOptions,
    render: TemplateRender,
  ) => IslandRenderOptions;
  readonly itemDefaults?: Readonly<Record<string, string>>;
}

/** The formatted value's fields to read options from; anything not an object reads as none. */
export function valueFields(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Typed identity: an island folder's template-engine.ts default export. */
export function defineTemplateIsland(island: TemplateIsland): TemplateIsland {
  return island;
}
