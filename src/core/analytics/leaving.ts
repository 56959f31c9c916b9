// The moment a visitor leaves: the page hidden (another tab, another app, the screen off) or
// left (a closed tab, a link followed). It is the last moment a page about to go can still send,
// so what has not been sent by then goes at once, and every call made then must outlive the page.
import { guard } from './safe.ts';

let leftAt = false;
// Registered when this module is evaluated, before any listener of the analytics that imports
// it: every call sent from a 'pagehide' handler already sees the page as leaving. Chromium fires
// 'pagehide' while the page still reads as visible, so the visibility state alone says too late.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leftAt = true;
  });
  // Back from the back/forward cache: the same page, shown again.
  window.addEventListener('pageshow', () => {
    leftAt = false;
  });
}

/** The page is hidden or being left: a call made now may only complete if it outlives the page. */
export function pageIsLeaving(): boolean {
  return leftAt || (typeof document !== 'undefined' && document.visibilityState === 'hidden');
}

/** Calls `leave` once, the first time the page is hidden or left. Returns a cancel. */
export function onceLeaving(leave: () => void): () => void {
  const stop = () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onLeave);
  };
  const onLeave = guard(() => {
    stop();
    leave();
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onLeave);
  return stop;
}
