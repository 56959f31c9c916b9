// Runs work after the browser has painted the current state, so a click shows its feedback
// ('Adding…') on the next frame and the slower work (events, network) follows. A timeout backs
// up requestAnimationFrame, which does not fire in a hidden tab.
export const AFTER_PAINT_FALLBACK_MS = 100;

export function afterNextPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const fallback = setTimeout(once, AFTER_PAINT_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        once();
      }, 0),
    );
  }
}
