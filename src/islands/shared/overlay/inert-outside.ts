// While a modal is open, everything outside it is inert and hidden from assistive technology:
// every sibling of the overlay's branch, at each level from the overlay up to <body>, gets
// `inert` and `aria-hidden="true"`. What each element had before is restored when the last
// overlay that hid it closes (reference-counted, so stacked modals nest).
import { useLayoutEffect } from 'react';

interface Hidden {
  count: number;
  readonly inert: boolean;
  readonly ariaHidden: string | null;
}

const hidden = new Map<Element, Hidden>();
/** Elements that never render anything; marking them is noise. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

function hide(element: Element) {
  const entry = hidden.get(element);
  if (entry) {
    entry.count += 1;
    return;
  }
  hidden.set(element, {
    count: 1,
    inert: element.hasAttribute('inert'),
    ariaHidden: element.getAttribute('aria-hidden'),
  });
  element.setAttribute('inert', '');
  element.setAttribute('aria-hidden', 'true');
}

function unhide(element: Element) {
  const entry = hidden.get(element);
  if (!entry) return;
  entry.count -= 1;
  if (entry.count > 0) return;
  hidden.delete(element);
  if (!entry.inert) element.removeAttribute('inert');
  if (entry.ariaHidden === null) element.removeAttribute('aria-hidden');
  else element.setAttribute('aria-hidden', entry.ariaHidden);
}

/** Makes everything outside `keep` inert; returns the matching restore (safe to call once). */
export function inertOutside(keep: Element): () => void {
  const body = keep.ownerDocument.body;
  const marked: Element[] = [];
  let node: Element | null = keep;
  while (node && node !== body && node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || SKIP.has(sibling.tagName)) continue;
      hide(sibling);
      marked.push(sibling);
    }
    node = node.parentElement;
  }
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    for (const element of marked) unhide(element);
  };
}

/**
 * Keeps everything outside `element` inert while it is set. A layout effect, so the page is
 * interactive again before focus goes back to it when the overlay unmounts.
 */
export function useInertOutside(element: Element | null): void {
  useLayoutEffect(() => (element ? inertOutside(element) : undefined), [element]);
}
