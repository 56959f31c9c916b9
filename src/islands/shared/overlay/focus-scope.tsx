// Focus containment for modal overlays, on focus-trap-react (the one focus library). On mount,
// focus moves in: to `initialFocus` if given, else the first tabbable element, else the
// container itself (give it tabIndex={-1}). Tab and Shift+Tab wrap inside. On unmount, focus
// goes back to `returnFocusTo` if given, else to whatever had focus when the scope mounted.
// A wrap-around scrolls the control it focuses into view (see revealWrappedFocus).
// Escape and outside clicks are left to the dismissable layer, so the trap never closes itself.
// The container's element reaches the caller through `containerRef`, never through a ref on the
// child: React 19 keeps that ref in props.ref and preact/compat outside props, so reading it back
// would work on one runtime only.

import type { FocusTrapTabbableOptions } from 'focus-trap';
import { FocusTrap } from 'focus-trap-react';
import { cloneElement, type ReactElement, type Ref, type RefObject, useRef, useState } from 'react';

export interface FocusScopeProps {
  /** One element (not a Fragment, no ref of its own): the container focus is kept in. */
  readonly children: ReactElement;
  /** Receives the container's element (the child's ref belongs to the scope). */
  readonly containerRef?: Ref<HTMLElement>;
  /** Receives focus on open instead of the first tabbable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus on close instead of the element that had focus on open. */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** Off: renders the child without trapping (default true). */
  readonly active?: boolean;
  /**
   * How tabbable elements are found. The default ('full' display check) skips hidden elements
   * in browsers and also works in happy-dom, whose getClientRects always has one box.
   */
  readonly tabbableOptions?: FocusTrapTabbableOptions;
}

/**
 * After the trap wraps Tab round (last control to first, or back) it has focused the new control
 * itself, with preventScroll (which also keeps the page still when a popover opens before it is
 * placed). At 400% zoom the panel scrolls and that control may be out of view: bring it in. The
 * trap listens on the document in the capture phase, so by now focus has moved; a Tab the
 * browser handles (not prevented) scrolls by itself.
 */
function revealWrappedFocus(event: KeyboardEvent) {
  if (event.key !== 'Tab' || !event.defaultPrevented) return;
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && (event.currentTarget as Node).contains(focused))
    focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function FocusScope({
  children,
  containerRef: outerRef,
  initialFocus,
  returnFocusTo,
  active = true,
  tabbableOptions,
}: FocusScopeProps) {
  const containerRef = useRef<HTMLElement | null>(null);
  const outer = useRef(outerRef);
  outer.current = outerRef;
  // One stable callback: a new one each render would detach and reattach the container.
  const [setContainer] = useState(() => (node: HTMLElement | null) => {
    containerRef.current?.removeEventListener('keydown', revealWrappedFocus);
    containerRef.current = node;
    node?.addEventListener('keydown', revealWrappedFocus);
    assignRef(outer.current, node);
  });
  const child = cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: setContainer });
  return (
    <FocusTrap
      active={active}
      focusTrapOptions={{
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        returnFocusOnDeactivate: true,
        preventScroll: true,
        initialFocus: () => initialFocus?.current ?? undefined,
        setReturnFocus: (previous) => returnFocusTo?.current ?? previous,
        // The container itself when nothing inside can take focus (instead of throwing).
        fallbackFocus: () => {
          if (!containerRef.current) throw new Error('FocusScope: the container is not mounted');
          return containerRef.current;
        },
        ...(tabbableOptions ? { tabbableOptions } : {}),
      }}
    >
      {child}
    </FocusTrap>
  );
}
