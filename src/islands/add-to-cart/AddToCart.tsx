import { Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { lazy } from '../../core/base/lazy.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandId } from '../shared/island-root.tsx';
import { lazyComponent } from '../shared/lazy-component.tsx';
import { type AddPhase, useAddToCart } from './use-add-to-cart.ts';
import '../shared/base.css';
import './add-to-cart.css';

// The popover (and @floating-ui with it) is its own chunk: it cannot show before 'Added!', at
// least a second after the click, and the chunk is fetched as soon as the shopper points at,
// focuses or clicks the button. The screen-reader announcement does not wait for it.
const popover = lazy(() => import('../shared/added-popover/AddedPopover.tsx'), 'AddedPopover');
const addedPopover = lazyComponent(popover, (module) => module.AddedPopover);
/** Fetches the popover chunk ahead of need; exported so tests can load it up front. */
export const preloadPopover = popover.preload;

export interface AddToCartOptions {
  readonly isQuickView: boolean;
}

export function AddToCart({ options }: { options: AddToCartOptions }) {
  const { strings } = useServices();
  const flow = useAddToCart(options);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  const phaseText: Record<AddPhase, string> = {
    idle: flow.soldOut ? strings.soldOut : flow.label,
    form: flow.label,
    adding: strings.adding,
    added: strings.added,
    'select-option': strings.selectOption,
  };
  const busy = flow.phase !== 'idle';
  const alertId = useIslandId('add-to-cart-alert');
  // In a scrolled box (quick view on a phone) the message can land below the fold: bring it
  // into view, the least scroll that shows it.
  const alertRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (flow.failure) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [flow.failure]);
  // Once the chunk is in, render it directly: no suspension, no empty frame.
  const AddedPopover = addedPopover();
  return (
    <div className="sf-add-to-cart">
      <button
        ref={buttonRef}
        type="button"
        className="sf-add-to-cart__button"
        data-state={flow.soldOut && !busy ? 'sold-out' : flow.phase}
        // Sold out is truly disabled; busy states stay focusable (aria-disabled) and ignore clicks.
        disabled={flow.soldOut && !busy}
        aria-disabled={busy ? true : undefined}
        // The error is about this button: tied to it, it is read with the button.
        aria-describedby={flow.failure ? alertId : undefined}
        onClick={() => {
          preloadPopover();
          flow.onClick();
        }}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
      >
        {phaseText[flow.phase]}
      </button>
      <div className="sf-add-to-cart__alert" role="alert" id={alertId} ref={alertRef}>
        {flow.failure ? (
          <>
            <p className="sf-add-to-cart__alert-title">{flow.failure.title}</p>
            <p className="sf-add-to-cart__alert-message">{flow.failure.message}</p>
          </>
        ) : null}
      </div>
      {/* 'Adding…' and 'Added!' are spoken from here: a button's text changing is not reliably announced. */}
      <div className="sf-visually-hidden" role="status">
        {flow.phase === 'adding' || flow.phase === 'added'
          ? `${phaseText[flow.phase]} ${flow.added?.message ?? ''}`.trim()
          : ''}
      </div>
      {/* The popover goes to document.body: an item is added only after a click, so this never
          runs on the server nor before hydration. */}
      {flow.added
        ? createPortal(
            <Suspense fallback={null}>
              <AddedPopover
                key={flow.added.key}
                item={flow.added}
                onClose={flow.closeAdded}
                returnFocusTo={buttonRef}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}
