// Watches the page for islands added or removed after start (builder previews, infinite
// scroll, quick views) and passes them on. Only element nodes are inspected. Islands start only
// from the page: a mount point inside HTML the bundle inserted (a provider's pop-up, a form's
// post-submit HTML) is never one, whatever its sanitiser let through.

import { insideBundleInsertion } from '../core/contract/bundle-insertions.ts';
import { ISLAND_SELECTOR as SELECTOR } from '../core/contract/index.ts';

export function islandsWithin(root: ParentNode | Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  if (root instanceof HTMLElement && root.matches(SELECTOR)) found.push(root);
  found.push(...Array.from(root.querySelectorAll<HTMLElement>(SELECTOR)));
  return found.filter((element) => !insideBundleInsertion(element));
}

export function watchIslands(
  target: Node,
  onAdded: (island: HTMLElement) => void,
  onRemoved: (island: HTMLElement) => void,
): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.removedNodes)) {
        if (node instanceof Element)
          for (const island of islandsWithin(node)) if (!island.isConnected) onRemoved(island);
      }
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element)
          for (const island of islandsWithin(node)) if (island.isConnected) onAdded(island);
      }
    }
  });
  observer.observe(target, { childList: true, subtree: true });
  return () => observer.disconnect();
}
