// What a returning shopper's cart pill showed last (issue 44): the pill writes its own words here
// on every settled cart, and the loader (no framework) paints them into the server HTML at once,
// so the pill is right before the runtime starts. The runtime then confirms the count with the
// platform's cart call: a pill the loader painted hydrates with these same words (no mismatch, no
// flash; a pill added after the page was parsed is not painted and hydrates as served), and a
// count that turns out wrong is corrected by the store. Kept per origin in localStorage (a
// returning visit, not only this tab), in the page's language, and dropped once the platform's
// cart cookie is gone (no cart, nothing to show).
import { CONTEXT_ELEMENT_ID, ISLAND_ATTRIBUTE } from './attributes.ts';

const GLANCE_KEY = 'storefront:cart-glance';
/** The platform's cart cookie (SPEC-NOTES: `CART` exists once the visitor has a cart). */
const HAS_CART_COOKIE = /(?:^|;\s*)CART=[^;]/;

export interface CartGlance {
  /** The shop it was written for: shops sharing an origin (/jp/ and /) keep their own carts. */
  readonly site: string;
  /** The page language it was written in: words are shown only on a page of that language. */
  readonly lang: string;
  readonly quantity: number;
  /** The pill's figure ('2', '100+'), its spoken label and its subtotal, as the pill wrote them. */
  readonly count: string;
  readonly label: string;
  readonly subtotal: string;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked (a privacy setting): no glance, the pill fills in at the cart's read.
    return undefined;
  }
}

const isGlance = (value: unknown): value is CartGlance => {
  const glance = value as Partial<CartGlance> | null;
  return (
    typeof glance === 'object' &&
    glance !== null &&
    typeof glance.site === 'string' &&
    typeof glance.lang === 'string' &&
    typeof glance.quantity === 'number' &&
    glance.quantity > 0 &&
    [glance.count, glance.label, glance.subtotal].every((text) => typeof text === 'string')
  );
};

/**
 * The page's shop, as the loader can read it without the runtime: the page context's website id
 * (a string), or '' (the runtime's default context has no id either).
 */
export function pageSiteId(doc: Document): string {
  try {
    const id: unknown = JSON.parse(doc.getElementById(CONTEXT_ELEMENT_ID)?.textContent ?? '{}')?.website?.id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

/**
 * The glance to show on `doc` for the shop `site`, or undefined (no cart cookie, another shop or
 * language, nothing kept).
 */
export function readCartGlance(doc: Document, site: string): CartGlance | undefined {
  const store = storage();
  try {
    if (!HAS_CART_COOKIE.test(doc.cookie)) {
      store?.removeItem(GLANCE_KEY);
      return undefined;
    }
    const glance: unknown = JSON.parse(store?.getItem(GLANCE_KEY) ?? 'null');
    return isGlance(glance) && glance.site === site && glance.lang === doc.documentElement.lang
      ? glance
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what the pill shows now for the next page (undefined: an empty cart, nothing to show). */
export function writeCartGlance(glance: CartGlance | undefined): void {
  try {
    if (glance && glance.quantity > 0) storage()?.setItem(GLANCE_KEY, JSON.stringify(glance));
    else storage()?.removeItem(GLANCE_KEY);
  } catch {
    // A full or blocked storage only costs the next page its early pill.
  }
}

/**
 * What the loader painted, for the pill's hydrating render: only a pill the loader painted may
 * hydrate with the glance (a glance another pill of the page wrote since would not match the
 * server HTML of one that waited). Text only, rendered by React: nothing a page script put here
 * can become markup.
 */
const PAINTED = Symbol.for('storefront.cart-glance-painted');
type PaintedWindow = { [PAINTED]?: CartGlance };

/** The glance the loader painted into this page's pills, if it painted one. */
export function paintedCartGlance(): CartGlance | undefined {
  return typeof window === 'undefined' ? undefined : (window as PaintedWindow)[PAINTED];
}

const setText = (root: Element, selector: string, text: string) => {
  const node = root.querySelector(selector);
  if (node) node.textContent = text;
};

/** Writes `glance` into every cart pill's server HTML on `doc`: the words the pill will hydrate with. */
export function paintCartGlance(doc: Document, glance: CartGlance): void {
  (window as PaintedWindow)[PAINTED] = glance;
  for (const pill of doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}="cart-pill"]`)) {
    const link = pill.querySelector<HTMLElement>('.sf-cart-pill');
    if (link) {
      link.hidden = false;
      setText(link, '.sf-visually-hidden', glance.label);
      setText(link, '.sf-cart-pill__count', glance.count);
      setText(link, '.sf-cart-pill__subtotal', glance.subtotal);
    }
    setText(pill, '.sqs-cart-quantity', String(glance.quantity));
    setText(pill, '.sqs-cart-subtotal', glance.subtotal);
  }
}
