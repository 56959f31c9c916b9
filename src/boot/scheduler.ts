// Decides when an island hydrates: at once for eager islands, otherwise when it comes near the
// viewport or on the first sign the shopper is about to use it (pointer over, focus, touch),
// so start-up cost follows what the shopper sees, not the length of the page. Interaction is
// caught by one delegated listener per event type, not by listeners on every island.
export const NEAR_VIEWPORT_MARGIN = '200px 0px';
// pointerover/focusin/touchstart come before a click or a key; the rest catch what comes without
// them (a script, an assistive technology) so the island starts as early as possible.
const INTERACTION_EVENTS = [
  'pointerover',
  'focusin',
  'touchstart',
  'pointerdown',
  'keydown',
  'input',
  'change',
] as const;

export interface HydrationScheduler {
  schedule(element: HTMLElement, eager: boolean): void;
  cancel(element: HTMLElement): void;
  disconnect(): void;
}

export function createHydrationScheduler(
  mount: (element: HTMLElement) => void,
  root: Document = document,
): HydrationScheduler {
  const waiting = new Set<HTMLElement>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) release(entry.target as HTMLElement);
            }
          },
          { rootMargin: NEAR_VIEWPORT_MARGIN },
        );

  function release(element: HTMLElement) {
    if (!waiting.has(element)) return;
    cancel(element);
    mount(element);
  }

  /** Hydrates the waiting islands that contain the event's target, before the event is handled. */
  const onInteraction = (event: Event) => {
    if (waiting.size === 0) return;
    for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
      if (node instanceof HTMLElement && waiting.has(node)) release(node);
    }
  };
  if (observer) {
    for (const type of INTERACTION_EVENTS)
      root.addEventListener(type, onInteraction, { capture: true, passive: true });
  }

  function cancel(element: HTMLElement) {
    if (!waiting.delete(element)) return;
    observer?.unobserve(element);
  }

  return {
    schedule(element, eager) {
      if (waiting.has(element)) return;
      if (eager || !observer) {
        mount(element);
        return;
      }
      waiting.add(element);
      observer.observe(element);
    },
    cancel,
    disconnect() {
      for (const element of [...waiting]) cancel(element);
      observer?.disconnect();
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, onInteraction, { capture: true });
    },
  };
}
