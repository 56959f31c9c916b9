// The 'was added to your cart' popover, on the shared non-modal Popover: the spec's sentence,
// then the item's picture, variant and amount and the cart's new subtotal. Snapped below the
// visible cart pill, else fixed at the top right. Gone after 3 s, on Close, on Escape or on
// scroll. Never takes focus on open; it sits in the Tab order right after the add button, and
// its 3 s wait while the shopper's pointer or focus is inside it (then the rest of the 3 s
// runs), so a keyboard user can reach Close and View cart. When focus was inside it on close,
// focus goes back to the button that added the item. The announcement for screen readers is
// the island's own status region, so the popover itself carries no live role.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { OPEN_CART_EVENT } from '../../../core/contract/storefront-events.ts';
import {
  CART_PATH,
  POPOVER_ANCHOR_OFFSET_PX,
  POPOVER_DURATION_MS,
  POPOVER_SCROLL_THROTTLE_MS,
  POPOVER_VIEWPORT_MARGIN_PX,
} from '../../../core/domain/buy-flow-constants.ts';
import { fillTemplate } from '../../../core/words/strings.ts';
import type { AddedItem } from '../../add-to-cart/use-add-to-cart.ts';
import { useServices } from '../island-context.tsx';
import { Popover } from '../overlay/Popover.tsx';
import { usePausableTimer } from '../overlay/use-pausable-timer.ts';
import { visibleCartPill } from './pill-anchor.ts';
import { throttle } from './throttle.ts';
import './added-popover.css';

/** One popover at a time on the page: a newer add (another product card) replaces the older. */
let closeOpenPopover: (() => void) | undefined;

export interface AddedPopoverProps {
  readonly item: AddedItem;
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

// The inline end: top right on a left-to-right page, top left on a right-to-left one.
const FIXED_TOP_RIGHT = {
  position: 'fixed',
  top: POPOVER_VIEWPORT_MARGIN_PX,
  insetInlineEnd: POPOVER_VIEWPORT_MARGIN_PX,
} as const;

/**
 * The popover, unless the page's cart drawer asks to open after an add (data-open-on-add): then
 * the drawer shows the cart instead and this closes at once.
 */
export function AddedPopover(props: AddedPopoverProps) {
  // Asked once, before the first paint: nothing shows until the drawer has said no.
  const [popover, setPopover] = useState(false);
  const closeRef = useRef(props.onClose);
  closeRef.current = props.onClose;
  useLayoutEffect(() => {
    const handedOver = !document.dispatchEvent(
      new CustomEvent(OPEN_CART_EVENT, { cancelable: true, detail: true }),
    );
    if (handedOver) closeRef.current();
    else setPopover(true);
  }, []);
  return popover ? <AddedPopoverBox {...props} /> : null;
}

function AddedPopoverBox({ item, onClose, returnFocusTo }: AddedPopoverProps) {
  const { strings } = useServices();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // Found once, when the popover opens (client only): the pill already shows the new count.
  const [anchor] = useState(visibleCartPill);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  usePausableTimer({ ms: POPOVER_DURATION_MS, onElapsed: () => closeRef.current(), element: box });

  useEffect(() => {
    closeOpenPopover?.();
    const closeThis = () => closeRef.current();
    closeOpenPopover = closeThis;
    const onScroll = throttle(() => closeRef.current(), POPOVER_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => {
      if (closeOpenPopover === closeThis) closeOpenPopover = undefined;
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, []);

  return (
    <Popover
      open
      popoverRef={setBox}
      className="sf-added-popover"
      // A labelled region, so assistive technology lists it with the page's landmarks while it
      // is shown rather than as loose text at the end of <body>.
      role="region"
      aria-label={strings.cartNotifications}
      onDismiss={() => closeRef.current()}
      anchor={anchor ?? null}
      placement="bottom-end"
      anchorOffset={POPOVER_ANCHOR_OFFSET_PX}
      viewportPadding={POPOVER_VIEWPORT_MARGIN_PX}
      {...(anchor ? {} : { style: FIXED_TOP_RIGHT })}
      returnFocusTo={returnFocusTo}
      tabOrderAfter={returnFocusTo}
    >
      <p className="sf-added-popover__message">{item.message}</p>
      <div className="sf-added-popover__item">
        {item.imageUrl ? <img className="sf-added-popover__image" src={item.imageUrl} alt="" /> : null}
        <p className="sf-added-popover__details">
          {item.variantText ? `${item.variantText} · ` : ''}
          {fillTemplate(strings.addedQuantity, { quantity: item.quantity })}
          <br />
          {fillTemplate(strings.addedSubtotal, { subtotal: item.subtotal })}
        </p>
      </div>
      <div className="sf-added-popover__actions">
        <a className="sf-added-popover__view-cart" href={CART_PATH}>
          {strings.viewCart}
        </a>
        <button type="button" className="sf-added-popover__close" onClick={() => closeRef.current()}>
          {strings.close}
        </button>
      </div>
    </Popover>
  );
}

// What AddToCart's lazy() loads.
export default AddedPopover;
