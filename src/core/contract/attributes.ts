// The embedding contract's names (README "Embedding contract"): the attributes a builder writes
// and the runtime reads. The browser entry, the server half, the demo and the tests all use these, so the two
// halves can never disagree on how a page is marked up.
import { setOwn } from '../base/own.ts';

/** An island mount point: `data-storefront="<island name>"`. */
export const ISLAND_ATTRIBUTE = 'data-storefront';
/** A product container holding the product JSON; islands inside share its selection. */
export const PRODUCT_ATTRIBUTE = 'data-storefront-product';
/**
 * On a product island outside any product container: the id of its product. Islands naming the
 * same id share one selection (the platform idiom `{.section item}{@|product-price}{.end}`).
 */
export const PRODUCT_ID_ATTRIBUTE = 'data-storefront-product-id';
/** On the `<script type="application/json">` holding that product's JSON, once per page. */
export const PRODUCT_ITEM_ATTRIBUTE = 'data-storefront-product-item';
/** Set by the server renderer so client ids (useId) match the server's. */
export const ID_PREFIX_ATTRIBUTE = 'data-sf-id';
/** The page context script's id. */
export const CONTEXT_ELEMENT_ID = 'storefront-context';
/** On <html>: hydrate every island at once instead of when it nears the viewport. */
export const EAGER_PAGE_ATTRIBUTE = 'data-storefront-eager';

export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`;

/**
 * A press on one of the island's buttons is waiting for its code (issue 44): set with aria-busy on
 * the mount point, which hydration never touches (a mark on the server button would not match
 * the client render), and taken off just before the press is made.
 */
const PRESSED_ATTRIBUTE = 'data-storefront-pressed';

/** Shows `island` as busy with a press waiting for its code. */
export function markPressed(island: Element): void {
  island.setAttribute(PRESSED_ATTRIBUTE, '');
  island.setAttribute('aria-busy', 'true');
}

/** The waiting press is made (or dropped): `island` shows busy no more. */
export function clearPressed(island: Element): void {
  if (!island.hasAttribute(PRESSED_ATTRIBUTE)) return;
  island.removeAttribute(PRESSED_ATTRIBUTE);
  island.removeAttribute('aria-busy');
}

/**
 * Whether an attribute is one the runtime acts on (`data-storefront`, `data-storefront-product`,
 * …): HTML the bundle inserts never keeps one, so it cannot start an island (issue 33).
 */
export function isRuntimeAttribute(name: string): boolean {
  return name.toLowerCase().startsWith(ISLAND_ATTRIBUTE);
}
export const PRODUCT_SELECTOR = `[${PRODUCT_ATTRIBUTE}]`;

/** dataset keys the runtime owns; every other data-* attribute is an island option. */
const RUNTIME_DATASET_KEYS = new Set(['storefront', 'sfId', 'storefrontProductId']);

/** An island's options from its data-* attributes (camelCased), minus the runtime's own. */
export function islandAttributes(element: HTMLElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (!RUNTIME_DATASET_KEYS.has(key) && value !== undefined) setOwn(attributes, key, value);
  }
  return attributes;
}

/** data-foo-bar from fooBar, for island options given in camelCase (the server writes these). */
export function dataAttributeName(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}`;
}
