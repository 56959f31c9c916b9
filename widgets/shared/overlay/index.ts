// The one overlay primitive (issue 8): composed parts and the two overlays built from them.
export {
  type DismissableLayerOptions,
  type DismissReason,
  useDismissableLayer,
} from './dismissable-layer.ts';
export { FocusScope, type FocusScopeProps } from './focus-scope.tsx';
export { inertOutside, useInertOutside } from './inert-outside.ts';
export { LayerHostContext, useLayerHost } from './layer-host.ts';
export { Modal, ModalClose, type ModalCloseReason, type ModalProps } from './Modal.tsx';
export { Popover, type PopoverProps } from './Popover.tsx';
export { lockScroll, scrollbarWidth, useScrollLock } from './scroll-lock.ts';
export { tabbables, useTabOrderAfter } from './tab-order.ts';
export { useIsClient } from './use-is-client.ts';
export { createPausableTimer, type PausableTimerOptions, usePausableTimer } from './use-pausable-timer.ts';
