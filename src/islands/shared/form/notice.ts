// Where a form's first problem is, seen from its notice, and how to reach it (spec 8): 'down' when
// the problem follows the notice in the document, 'up' when it comes before.
import { FIELD_ATTRIBUTE } from './field-props.ts';

export type NoticeDirection = 'up' | 'down';

export function noticeDirection(notice: Node, problem: Node): NoticeDirection {
  // A problem inside the notice (or the notice itself) counts as below: read on.
  return notice.compareDocumentPosition(problem) & Node.DOCUMENT_POSITION_PRECEDING ? 'up' : 'down';
}

/**
 * Whether the shopper already sees `element` whole in the window (then a notice telling them to
 * scroll is noise). An element with no box (not laid out) counts as out of view.
 */
export function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/** The first field element (in document order) whose id is in `invalid`. */
export function firstInvalidField(root: ParentNode, invalid: ReadonlySet<string>): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>(`[${FIELD_ATTRIBUTE}]`)) {
    if (invalid.has(element.getAttribute(FIELD_ATTRIBUTE) ?? '')) return element;
  }
  return undefined;
}

/** Focuses the first control of a field (its first input, select or textarea). */
export function focusField(element: HTMLElement): void {
  const control = element.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea',
  );
  control?.focus();
}

/** True when nothing has focus any more (it fell to <body> as its element went away or locked). */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * After a failure with no field to point at: focus stays where the shopper left it. If locking
 * the form took it away (a disabled button), it goes back to that element when it can take
 * focus again, else to the form's message. Focus the shopper moved elsewhere is left alone.
 */
export function restoreFocusAfterFailure(
  form: HTMLFormElement,
  before: Element | null,
  message: HTMLElement | null,
): void {
  if (!focusLost()) return;
  if (before instanceof HTMLElement && before.isConnected && form.contains(before) && !isDisabled(before)) {
    before.focus();
    if (document.activeElement === before) return;
  }
  message?.focus();
}

const isDisabled = (element: HTMLElement) => element.matches(':disabled');
