// When the loader starts the storefront (issue 30). The builder's server HTML already shows every
// price, mark and button, so nothing of ours needs to run while the page loads: running then only
// delays the merchant's own content (PageSpeed counted 10 points). The storefront starts on the
// first sign of a shopper (a pointer moving or pressing, a touch, a key, focus, a wheel), or once
// the page has loaded and its main thread has stayed idle for QUIET_MS, whichever comes first.
// A press on an island's button before then is kept (its default action, which would send a
// server form the browser's way, is stopped) and handed to the runtime, which makes it again
// once that island has hydrated: nothing a shopper did before the code arrived is lost.
import { ISLAND_ATTRIBUTE } from '../core/contract/attributes.ts';

/** How long the loaded page's main thread stays idle before the storefront starts unasked. */
export const QUIET_MS = 2000;
/** An idle period shorter than this means other work is queued: the quiet window starts over. */
const FULL_IDLE_PERIOD_MS = 40;
/** Latest start after the load event on a page that never goes quiet (a carousel, a video). */
export const LATEST_START_MS = 10_000;

/** Signs that a shopper is on the page and about to act: the runtime starts at the first. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

interface StartTrigger {
  /** Buttons of islands pressed before the start, oldest first (a live list until `stop`). */
  readonly presses: readonly HTMLButtonElement[];
  stop(): void;
}

/** How long after the load event the core is fetched: the page's own largest paint has happened by then. */
export const PRELOAD_AFTER_LOAD_MS = 1000;

/**
 * Calls `loaded` PRELOAD_AFTER_LOAD_MS after the load event and `start` once the page has been
 * quiet for QUIET_MS; returns a cancel.
 */
function whenLoadedAndQuiet(start: () => void, loaded: () => void): () => void {
  let idle = 0;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let quietSince = 0;
  const check = (deadline: IdleDeadline) => {
    const now = performance.now();
    if (deadline.timeRemaining() < FULL_IDLE_PERIOD_MS) quietSince = now;
    if (now - quietSince >= QUIET_MS) start();
    else idle = requestIdleCallback(check);
  };
  const afterLoad = () => {
    setTimeout(loaded, PRELOAD_AFTER_LOAD_MS);
    latest = setTimeout(start, LATEST_START_MS);
    quietSince = performance.now();
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(check);
    else latest = setTimeout(start, QUIET_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  return () => {
    removeEventListener('load', afterLoad);
    clearTimeout(latest);
    if (idle) cancelIdleCallback(idle);
  };
}

/**
 * Watches for the moment to start; `start` runs once, `onLoad` PRELOAD_AFTER_LOAD_MS after the
 * page's load event (a page already loaded counts from now). Presses on island buttons before it are
 * kept in `presses` until `stop` (the runtime's own early-click keeper takes over from there).
 */
export function watchStartTrigger(start: () => void, onLoad: () => void = () => {}): StartTrigger {
  const presses: HTMLButtonElement[] = [];
  let started = false;
  let cancelQuiet = () => {};
  const startOnce = () => {
    if (started) return;
    started = true;
    cancelQuiet();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, startOnce, true);
    start();
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button?.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
    event.preventDefault();
    presses.push(button);
    startOnce();
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, startOnce, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  cancelQuiet = whenLoadedAndQuiet(startOnce, onLoad);
  return {
    presses,
    stop() {
      document.removeEventListener('click', onClick, true);
      if (!started) {
        started = true;
        cancelQuiet();
        for (const type of INTENT_EVENTS) document.removeEventListener(type, startOnce, true);
      }
    },
  };
}
