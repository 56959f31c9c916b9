// A portalled, non-modal overlay sits at the end of <body>, far from what opened it in the Tab
// order. This puts it back right after its opener, like the native `popover` attribute: Tab on
// the opener enters the overlay, Tab past its last element continues after the opener, and
// Shift+Tab from its first element goes back to the opener.
import { type RefObject, useEffect } from 'react';

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements Tab reaches inside `root`, in document order (positive tabindex is not reordered). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden]'),
  );
}

function isTab(event: KeyboardEvent) {
  return event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey;
}

export function useTabOrderAfter(
  content: HTMLElement | null,
  after: RefObject<HTMLElement | null> | undefined,
): void {
  useEffect(() => {
    const opener = after?.current;
    if (!content || !opener) return;
    const onOpenerKey = (event: KeyboardEvent) => {
      if (!isTab(event) || event.shiftKey || event.defaultPrevented) return;
      const first = tabbables(content)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    const onContentKey = (event: KeyboardEvent) => {
      if (!isTab(event) || event.defaultPrevented) return;
      const inside = tabbables(content);
      if (event.shiftKey) {
        if (event.target !== inside[0]) return;
        event.preventDefault();
        opener.focus();
        return;
      }
      if (event.target !== inside.at(-1)) return;
      const next = tabbables(opener.ownerDocument.body).find(
        (element) =>
          !content.contains(element) &&
          !opener.contains(element) &&
          Boolean(opener.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    opener.addEventListener('keydown', onOpenerKey);
    content.addEventListener('keydown', onContentKey);
    return () => {
      opener.removeEventListener('keydown', onOpenerKey);
      content.removeEventListener('keydown', onContentKey);
    };
  }, [content, after]);
}
