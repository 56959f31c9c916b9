// When the loader starts the storefront (issue 44). The builder's server HTML already shows every
// price, mark and button, so nothing of ours runs while the page loads. Once it has loaded, the
// storefront starts at the first idle moment, never later than LATEST_START_MS after the load
// event on a busy page (an animation, a ticking ad or chat widget is never idle): a shopper sees
// a live page within about a second, whether or not they touch it. Issue 30's quiet window (2 s of
// idle, 10 s on a busy page) is gone: Lighthouse stopped watching before it ended, so it hid the
// cost from the merchant and showed it to the shopper. A shopper's first sign (a pointer, a
// touch, a key, focus, a wheel) starts it earlier. A press on an island's button before then is
// shown at once as busy (aria-busy on its mount point), kept once (a second tap on a waiting button adds nothing),
// its default action stopped, and handed to the runtime, which makes it once that island has
// hydrated: nothing a shopper did before the code arrived is lost, nothing is done twice.
import { ISLAND_ATTRIBUTE, markPressed } from '../core/contract/attributes.ts';

/** Latest start after the load event on a page that is never idle (a carousel, a video). */
export const LATEST_START_MS = 1000;

/** Signs that a shopper is on the page and about to act: the runtime starts at the first. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

interface StartTrigger {
  /** Buttons of islands pressed before the start, oldest first, each once (a live list until `stop`). */
  readonly presses: readonly HTMLButtonElement[];
  stop(): void;
}

/**
 * Calls `loaded` at the load event (the page's own images and largest paint are done by then) and
 * `start` at the first idle moment after it, LATEST_START_MS at the latest; returns a cancel.
 */
function whenLoadedAndIdle(start: () => void, loaded: () => void): () => void {
  let idle = 0;
  let latest: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    loaded();
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(start, { timeout: LATEST_START_MS });
    else latest = setTimeout(start, 0);
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
 * Watches for the moment to start; `start` runs once, `onLoad` at the page's load event (a page
 * already loaded counts from now). Presses on island buttons before it are kept in `presses` until
 * `stop` (the runtime's own early-click keeper takes over from there).
 */
export function watchStartTrigger(start: () => void, onLoad: () => void = () => {}): StartTrigger {
  const presses: HTMLButtonElement[] = [];
  let started = false;
  let cancelIdle = () => {};
  const startOnce = () => {
    if (started) return;
    started = true;
    cancelIdle();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, startOnce, true);
    start();
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const island = button?.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!button || !island) return;
    event.preventDefault();
    // Answered in the same frame: the island looks and reads busy until it makes the press.
    markPressed(island);
    if (!presses.includes(button)) presses.push(button);
    startOnce();
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, startOnce, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  cancelIdle = whenLoadedAndIdle(startOnce, onLoad);
  return {
    presses,
    stop() {
      document.removeEventListener('click', onClick, true);
      if (!started) {
        started = true;
        cancelIdle();
        for (const type of INTENT_EVENTS) document.removeEventListener(type, startOnce, true);
      }
    },
  };
}
