// A one-shot timer that waits while the shopper is using what it would close: it pauses while
// the pointer is over `element` or focus is inside it, and when both have left it RESUMES WITH
// THE TIME THAT WAS LEFT (it does not start over), so a passing pointer does not keep an
// overlay up for another full period. Time comes from setTimeout/Date.now, so fake timers drive it.
import { useEffect, useRef } from 'react';

interface PausableTimerOptions {
  /** Total running time, not counting pauses. */
  readonly ms: number;
  /** Called once when the time has run out. */
  readonly onElapsed: () => void;
  /** Pointer or focus inside this element pauses the timer. */
  readonly element: HTMLElement | null;
  /** Off: no timer (default true). Turning it on again starts a fresh full period. */
  readonly enabled?: boolean;
}

interface PausableTimer {
  setPointerInside(inside: boolean): void;
  setFocusInside(inside: boolean): void;
  dispose(): void;
}

/** The timer without React: starts at once, pauses while either reason holds. */
function createPausableTimer(ms: number, onElapsed: () => void): PausableTimer {
  let remaining = ms;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let pointer = false;
  let focus = false;
  let done = false;

  const run = () => {
    if (done || handle !== undefined) return;
    startedAt = Date.now();
    handle = setTimeout(() => {
      handle = undefined;
      done = true;
      onElapsed();
    }, remaining);
  };
  const pause = () => {
    if (handle === undefined) return;
    clearTimeout(handle);
    handle = undefined;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  const update = () => (pointer || focus ? pause() : run());

  run();
  return {
    setPointerInside(inside) {
      pointer = inside;
      update();
    },
    setFocusInside(inside) {
      focus = inside;
      update();
    },
    dispose() {
      done = true;
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
  };
}

export function usePausableTimer({ ms, onElapsed, element, enabled = true }: PausableTimerOptions): void {
  const latest = useRef(onElapsed);
  latest.current = onElapsed;
  const timer = useRef<PausableTimer | null>(null);
  // Where pointer and focus are, kept across timers so a fresh one starts paused if need be.
  const inside = useRef({ pointer: false, focus: false });

  useEffect(() => {
    if (!enabled) return;
    const created = createPausableTimer(ms, () => latest.current());
    timer.current = created;
    if (inside.current.pointer) created.setPointerInside(true);
    if (inside.current.focus) created.setFocusInside(true);
    return () => {
      created.dispose();
      if (timer.current === created) timer.current = null;
    };
  }, [ms, enabled]);

  useEffect(() => {
    if (!element) return;
    const setPointer = (value: boolean) => {
      inside.current.pointer = value;
      timer.current?.setPointerInside(value);
    };
    const setFocus = (value: boolean) => {
      inside.current.focus = value;
      timer.current?.setFocusInside(value);
    };
    const enter = () => setPointer(true);
    const leave = () => setPointer(false);
    const focusIn = () => setFocus(true);
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && element.contains(next)) return;
      setFocus(false);
    };
    if (element.contains(document.activeElement)) focusIn();
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      setPointer(false);
      setFocus(false);
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [element]);
}
