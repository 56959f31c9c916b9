// Dismissal for overlays: Escape, and (optionally) a pointerdown outside the layer. Open layers
// form one stack for the page; only the topmost reacts, so Escape in a popover over a modal
// closes the popover and leaves the modal open.
import { useEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside';

export interface DismissableLayerOptions {
  /** Called when the layer should close. */
  readonly onDismiss: (reason: DismissReason) => void;
  /** Escape closes the layer (default true). */
  readonly closeOnEscape?: boolean;
  /** A pointerdown outside the layer closes it (default false). */
  readonly closeOnOutsidePointerDown?: boolean;
  /** Off: the layer is not on the stack at all (default true). */
  readonly enabled?: boolean;
}

interface Layer {
  readonly element: () => Element | null;
  readonly options: () => DismissableLayerOptions;
}

const stack: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = stack.at(-1);
  if (!top) return;
  const options = top.options();
  if (options.closeOnEscape === false) return;
  event.preventDefault();
  options.onDismiss('escape');
}

function onPointerDown(event: PointerEvent) {
  const top = stack.at(-1);
  if (!top) return;
  const options = top.options();
  if (!options.closeOnOutsidePointerDown) return;
  const element = top.element();
  if (element && event.target instanceof Node && element.contains(event.target)) return;
  options.onDismiss('outside');
}

function push(layer: Layer) {
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
  }
  stack.push(layer);
  return () => {
    const index = stack.indexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    }
  };
}

/** How many layers are open (for tests and diagnostics). */
export function openLayerCount(): number {
  return stack.length;
}

/**
 * Puts `element` on the layer stack while mounted. The latest options are read at event time,
 * so callers can pass inline callbacks.
 */
export function useDismissableLayer(element: Element | null, options: DismissableLayerOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const elementRef = useRef(element);
  elementRef.current = element;
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    return push({ element: () => elementRef.current, options: () => latest.current });
  }, [enabled]);
}
