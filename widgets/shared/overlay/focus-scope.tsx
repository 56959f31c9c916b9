// Focus containment for modal overlays, on focus-trap-react (the one focus library). On mount,
// focus moves in: to `initialFocus` if given, else the first tabbable element, else the
// container itself (give it tabIndex={-1}). Tab and Shift+Tab wrap inside. On unmount, focus
// goes back to `returnFocusTo` if given, else to whatever had focus when the scope mounted.
// Escape and outside clicks are left to the dismissable layer, so the trap never closes itself.

import type { FocusTrapTabbableOptions } from 'focus-trap';
import { FocusTrap } from 'focus-trap-react';
import { cloneElement, type ReactElement, type Ref, type RefObject, useRef } from 'react';

export interface FocusScopeProps {
  /** One element (not a Fragment): the container focus is kept in. */
  readonly children: ReactElement;
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

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function FocusScope({
  children,
  initialFocus,
  returnFocusTo,
  active = true,
  tabbableOptions,
}: FocusScopeProps) {
  const containerRef = useRef<HTMLElement | null>(null);
  const childRef = (children.props as { ref?: Ref<HTMLElement> }).ref;
  const child = cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, {
    ref: (node: HTMLElement | null) => {
      containerRef.current = node;
      assignRef(childRef, node);
    },
  });
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
