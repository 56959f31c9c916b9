// The modal overlay: a backdrop and a dialog portalled into <body>, composed from the parts:
// focus moves in and is trapped (focus-scope), Escape and a backdrop/outside pointerdown close
// it, topmost only (dismissable-layer), the page does not scroll (scroll-lock) and is inert
// and hidden from assistive technology (inert-outside); on close focus goes back to the opener.
import { createContext, type ReactNode, type RefObject, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { useClientOnlyId } from '../island-root.tsx';
import { type DismissReason, useDismissableLayer } from './dismissable-layer.ts';
import { FocusScope, type FocusScopeProps } from './focus-scope.tsx';
import { useInertOutside } from './inert-outside.ts';
import { LayerHostContext } from './layer-host.ts';
import { useScrollLock } from './scroll-lock.ts';
import { useIsClient } from './use-is-client.ts';
import './overlay.css';

type ModalCloseReason = DismissReason | 'close-button';

interface ModalProps {
  readonly open: boolean;
  /** Asked to close: Escape, outside pointerdown, or a close button. */
  readonly onClose: (reason: ModalCloseReason) => void;
  /** The dialog's heading; it labels the dialog. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Text of the built-in close button (top right); without it, place <ModalClose> yourself. */
  readonly closeLabel?: string;
  /** A pointerdown on the backdrop (outside the dialog) closes (default true). */
  readonly closeOnOutsidePointerDown?: boolean;
  /** Escape closes (default true). */
  readonly closeOnEscape?: boolean;
  /** Focus goes here on open instead of the first tabbable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Focus goes here on close instead of the element focused when the modal opened. */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog box (`sf-overlay__dialog`). */
  readonly className?: string;
  readonly tabbableOptions?: FocusScopeProps['tabbableOptions'];
}

const CloseContext = createContext<(() => void) | null>(null);

/** A button that closes the surrounding Modal; put it anywhere inside the dialog. */
export function ModalClose({ children, className }: { children: ReactNode; className?: string }) {
  const close = useContext(CloseContext);
  return (
    <button type="button" className={className ?? 'sf-overlay__close'} onClick={() => close?.()}>
      {children}
    </button>
  );
}

export function Modal(props: ModalProps) {
  const isClient = useIsClient();
  // Open and closed are different mounts, so the parts' layout-effect clean-ups (page inert and
  // scrollable again) run before focus-trap-react returns focus to the page.
  if (!props.open || !isClient) return null;
  return <ModalContent {...props} />;
}

function ModalContent({
  onClose,
  title,
  children,
  closeLabel,
  closeOnOutsidePointerDown = true,
  closeOnEscape = true,
  initialFocus,
  returnFocusTo,
  className,
  tabbableOptions,
}: ModalProps) {
  // A modal is never in server HTML, and two can be open in one island (a size guide over quick
  // view).
  const titleId = useClientOnlyId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useScrollLock(true);
  useInertOutside(root);
  useDismissableLayer(dialog, { onDismiss: onClose, closeOnEscape, closeOnOutsidePointerDown });
  const close = () => onClose('close-button');

  return createPortal(
    <div className="sf-overlay" ref={setRoot}>
      <div className="sf-overlay__backdrop" aria-hidden="true" />
      <FocusScope
        containerRef={setDialog}
        {...(initialFocus ? { initialFocus } : {})}
        {...(returnFocusTo ? { returnFocusTo } : {})}
        {...(tabbableOptions ? { tabbableOptions } : {})}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={className ? `sf-overlay__dialog ${className}` : 'sf-overlay__dialog'}
        >
          <div className="sf-overlay__header">
            <h2 id={titleId} className="sf-overlay__title">
              {title}
            </h2>
            {closeLabel ? (
              <button type="button" className="sf-overlay__close" onClick={close}>
                {closeLabel}
              </button>
            ) : null}
          </div>
          <div className="sf-overlay__body">
            <LayerHostContext.Provider value={dialog}>
              <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
            </LayerHostContext.Provider>
          </div>
        </div>
      </FocusScope>
    </div>,
    document.body,
  );
}
