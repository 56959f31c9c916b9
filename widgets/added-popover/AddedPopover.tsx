// The 'was added to your cart' popover: snapped below the visible cart pill, else fixed at the
// top right. Gone after 3 s, on Close, on Escape or on scroll. Never takes focus; when its own
// Close button had focus, focus goes back to the button that added the item.
import { autoUpdate, offset, shift, useFloating } from '@floating-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  POPOVER_ANCHOR_OFFSET_PX,
  POPOVER_DURATION_MS,
  POPOVER_SCROLL_THROTTLE_MS,
  POPOVER_VIEWPORT_MARGIN_PX,
} from '../../src/domain/buy-flow-constants.ts';
import { useServices } from '../shared/island-context.tsx';
import { visibleCartPill } from './pill-anchor.ts';
import { throttle } from './throttle.ts';
import './added-popover.css';

/** One popover at a time on the page: a newer add (another product card) replaces the older. */
let closeOpenPopover: (() => void) | undefined;

export interface AddedPopoverProps {
  readonly message: string;
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

export function AddedPopover({ message, onClose, returnFocusTo }: AddedPopoverProps) {
  const { strings } = useServices();
  const boxRef = useRef<HTMLDivElement | null>(null);
  // Found once, when the popover opens (client only): the pill already shows the new count.
  const [anchor] = useState(visibleCartPill);
  const { refs, floatingStyles } = useFloating({
    open: true,
    strategy: 'fixed',
    placement: 'bottom-end',
    middleware: [offset(POPOVER_ANCHOR_OFFSET_PX), shift({ padding: POPOVER_VIEWPORT_MARGIN_PX })],
    whileElementsMounted: autoUpdate,
    ...(anchor ? { elements: { reference: anchor } } : {}),
  });

  const close = () => {
    if (boxRef.current?.contains(document.activeElement)) returnFocusTo.current?.focus();
    onClose();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    closeOpenPopover?.();
    const closeThis = () => closeRef.current();
    closeOpenPopover = closeThis;
    const timer = setTimeout(() => closeRef.current(), POPOVER_DURATION_MS);
    const onScroll = throttle(() => closeRef.current(), POPOVER_SCROLL_THROTTLE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('scroll', onScroll, {
      passive: true,
      capture: true,
    });
    document.addEventListener('keydown', onKey);
    return () => {
      if (closeOpenPopover === closeThis) closeOpenPopover = undefined;
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll, { capture: true });
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const style = anchor
    ? floatingStyles
    : {
        position: 'fixed' as const,
        top: POPOVER_VIEWPORT_MARGIN_PX,
        right: POPOVER_VIEWPORT_MARGIN_PX,
      };
  return (
    <div
      ref={(node) => {
        boxRef.current = node;
        refs.setFloating(node);
      }}
      className="sf-added-popover"
      data-anchored={anchor ? '' : undefined}
      style={style}
    >
      <p className="sf-added-popover__message">{message}</p>
      <button type="button" className="sf-added-popover__close" onClick={close}>
        {strings.close}
      </button>
    </div>
  );
}
