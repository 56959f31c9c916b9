// The non-modal overlay: portalled into <body> (into the dialog when opened inside a Modal, see
// layer-host.ts), no focus trap, no scroll lock, the page stays
// usable. Escape closes it (topmost layer only), an outside pointerdown optionally does, and it
// can be positioned against an anchor element with @floating-ui. It never takes focus on open;
// if focus is inside it when it closes, focus goes to `returnFocusTo`.
import { autoUpdate, offset, type Placement, shift, useFloating } from '@floating-ui/react';
import {
  type AriaRole,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { type DismissReason, useDismissableLayer } from './dismissable-layer.ts';
import { useLayerHost } from './layer-host.ts';
import { useTabOrderAfter } from './tab-order.ts';
import { useIsClient } from './use-is-client.ts';

export interface PopoverProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role' | 'style' | 'className'> {
  readonly open: boolean;
  /** Asked to close: Escape, or an outside pointerdown when `closeOnOutsidePointerDown`. */
  readonly onDismiss: (reason: DismissReason) => void;
  readonly children: ReactNode;
  /** e.g. 'dialog' (then give it a label) or 'status'; none by default. */
  readonly role?: AriaRole;
  readonly className?: string;
  /** Escape closes (default true). */
  readonly closeOnEscape?: boolean;
  /** A pointerdown outside closes (default false). */
  readonly closeOnOutsidePointerDown?: boolean;
  /** Positions the popover against this element (fixed strategy); else `style` alone places it. */
  readonly anchor?: Element | null;
  readonly placement?: Placement;
  /** Gap to the anchor in px. */
  readonly anchorOffset?: number;
  /** Minimum distance from the viewport edges in px when positioned against the anchor. */
  readonly viewportPadding?: number;
  /** Styles for the unanchored popover (or extra ones under the anchored position). */
  readonly style?: CSSProperties;
  /** Where focus goes on close when it was inside the popover (usually what opened it). */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** Puts the popover in the Tab order right after this element (see tab-order.ts). */
  readonly tabOrderAfter?: RefObject<HTMLElement | null>;
  /**
   * The popover's element (the direct child of <body>). Its own name, not `ref`: a ref given to a
   * function component is a prop in React 19 but the component instance in preact/compat.
   */
  readonly popoverRef?: Ref<HTMLDivElement>;
}

export function Popover(props: PopoverProps) {
  const isClient = useIsClient();
  if (!props.open || !isClient) return null;
  return <PopoverContent {...props} />;
}

function PopoverContent({
  open: _open,
  onDismiss,
  children,
  role,
  className,
  closeOnEscape = true,
  closeOnOutsidePointerDown = false,
  anchor,
  placement = 'bottom-end',
  anchorOffset = 0,
  viewportPadding = 0,
  style,
  returnFocusTo,
  tabOrderAfter,
  popoverRef,
  ...rest
}: PopoverProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const host = useLayerHost();
  const { refs, floatingStyles } = useFloating({
    open: true,
    strategy: 'fixed',
    placement,
    middleware: [offset(anchorOffset), shift({ padding: viewportPadding })],
    whileElementsMounted: autoUpdate,
    ...(anchor ? { elements: { reference: anchor } } : {}),
  });
  useDismissableLayer(element, {
    onDismiss,
    closeOnEscape,
    closeOnOutsidePointerDown,
  });
  useTabOrderAfter(element, tabOrderAfter);

  // Runs before the popover leaves the DOM, while focus is still inside it.
  const elementRef = useRef<HTMLDivElement | null>(null);
  const returnRef = useRef(returnFocusTo);
  returnRef.current = returnFocusTo;
  useLayoutEffect(
    () => () => {
      const box = elementRef.current;
      if (box?.contains(box.ownerDocument.activeElement)) returnRef.current?.current?.focus();
    },
    [],
  );

  // One stable callback: a new one each render would set the element state over and over.
  const outerRef = useRef(popoverRef);
  outerRef.current = popoverRef;
  const setFloating = refs.setFloating;
  const setNode = useCallback(
    (node: HTMLDivElement | null) => {
      elementRef.current = node;
      setElement(node);
      setFloating(node);
      const outer = outerRef.current;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [setFloating],
  );

  return createPortal(
    <div
      {...rest}
      ref={setNode}
      role={role}
      className={className}
      data-anchored={anchor ? '' : undefined}
      style={anchor ? { ...style, ...floatingStyles } : style}
    >
      {children}
    </div>,
    host ?? document.body,
  );
}
