// Page scroll lock for modal overlays: `overflow: hidden` on <html>, plus padding-right equal to
// the scrollbar that disappears, so the page does not jump sideways. Reference-counted: nested
// overlays lock once and the page comes back only when the last one closes. Everything goes
// through CSSOM (`element.style`), which a strict CSP allows; nothing injects a <style>.
import { useLayoutEffect } from 'react';

interface SavedProperty {
  readonly value: string;
  readonly priority: string;
}

interface Lock {
  readonly root: HTMLElement;
  readonly hadStyleAttribute: boolean;
  readonly overflow: SavedProperty;
  readonly paddingRight: SavedProperty;
}

let count = 0;
let lock: Lock | undefined;

const save = (style: CSSStyleDeclaration, name: string): SavedProperty => ({
  value: style.getPropertyValue(name),
  priority: style.getPropertyPriority(name),
});

function restore(style: CSSStyleDeclaration, name: string, saved: SavedProperty) {
  if (saved.value === '') style.removeProperty(name);
  else style.setProperty(name, saved.value, saved.priority);
}

/** Width of the classic scrollbar the page shows now (0 with overlay scrollbars or no overflow). */
function scrollbarWidth(doc: Document = document): number {
  const view = doc.defaultView;
  if (!view) return 0;
  return Math.max(0, view.innerWidth - doc.documentElement.clientWidth);
}

/** Locks page scroll; returns the matching unlock (safe to call once only). */
export function lockScroll(doc: Document = document): () => void {
  count += 1;
  if (count === 1) {
    const root = doc.documentElement;
    const width = scrollbarWidth(doc);
    const computed = doc.defaultView?.getComputedStyle(root);
    // A page that already reserves the gutter (`scrollbar-gutter: stable`) does not move.
    const gutterReserved = computed?.getPropertyValue('scrollbar-gutter').includes('stable') ?? false;
    lock = {
      root,
      hadStyleAttribute: root.hasAttribute('style'),
      overflow: save(root.style, 'overflow'),
      paddingRight: save(root.style, 'padding-right'),
    };
    if (width > 0 && !gutterReserved) {
      const padding = Number.parseFloat(computed?.paddingRight ?? '') || 0;
      root.style.setProperty('padding-right', `${padding + width}px`, 'important');
    }
    root.style.setProperty('overflow', 'hidden', 'important');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    if (count > 0 || !lock) return;
    const { root, hadStyleAttribute, overflow, paddingRight } = lock;
    lock = undefined;
    restore(root.style, 'overflow', overflow);
    restore(root.style, 'padding-right', paddingRight);
    if (!hadStyleAttribute && root.getAttribute('style') === '') root.removeAttribute('style');
  };
}

/**
 * Locks page scroll while `active`. A layout effect, so the lock is released before focus goes
 * back to the page when the overlay unmounts.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockScroll() : undefined), [active]);
}
