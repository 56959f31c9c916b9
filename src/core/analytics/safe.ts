// Analytics must never throw into the page or delay it: every public entry point goes through
// `guard`, and start-up work waits for an idle moment.
import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS } from './constants.ts';

/** Wraps a function so any error it throws (or rejects with) is swallowed. */
export function guard<A extends unknown[]>(fn: (...args: A) => unknown): (...args: A) => void {
  return (...args: A) => {
    try {
      const result = fn(...args);
      if (result instanceof Promise) result.catch(() => {});
    } catch {
      // Analytics failures are silent by design (SPEC 8).
    }
  };
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  const run = guard(task);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
