import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AddedPopover } from '../added-popover/AddedPopover.tsx';
import { useServices } from '../shared/island-context.tsx';
import { type AddPhase, useAddToCart } from './use-add-to-cart.ts';
import '../shared/base.css';
import './add-to-cart.css';

export interface AddToCartOptions {
  readonly isQuickView: boolean;
}

export function AddToCart({ options }: { options: AddToCartOptions }) {
  const { strings } = useServices();
  const flow = useAddToCart(options);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  // The popover goes to document.body, which exists only after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const phaseText: Record<AddPhase, string> = {
    idle: flow.soldOut ? strings.soldOut : flow.label,
    adding: strings.adding,
    added: strings.added,
    'select-option': strings.selectOption,
  };
  const busy = flow.phase !== 'idle';
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
        onClick={flow.onClick}
      >
        {phaseText[flow.phase]}
      </button>
      <div className="sf-add-to-cart__alert" role="alert">
        {flow.failure ? (
          <>
            <p className="sf-add-to-cart__alert-title">{flow.failure.title}</p>
            <p className="sf-add-to-cart__alert-message">{flow.failure.message}</p>
          </>
        ) : null}
      </div>
      <div className="sf-visually-hidden" role="status">
        {flow.added?.message ?? ''}
      </div>
      {mounted && flow.added
        ? createPortal(
            <AddedPopover
              key={flow.added.key}
              message={flow.added.message}
              onClose={flow.closeAdded}
              returnFocusTo={buttonRef}
            />,
            document.body,
          )
        : null}
    </div>
  );
}
