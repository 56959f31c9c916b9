// Decides when an island hydrates: at once for eager islands, otherwise when it comes near the
// viewport or on the first sign the shopper is about to use it (pointer over, focus, touch),
// so start-up cost follows what the shopper sees, not the length of the page.
export const NEAR_VIEWPORT_MARGIN = '200px 0px';
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export interface HydrationScheduler {
  schedule(element: HTMLElement, eager: boolean): void;
  cancel(element: HTMLElement): void;
  disconnect(): void;
}

export function createHydrationScheduler(mount: (element: HTMLElement) => void): HydrationScheduler {
  const waiting = new Map<HTMLElement, () => void>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) waiting.get(entry.target as HTMLElement)?.();
            }
          },
          { rootMargin: NEAR_VIEWPORT_MARGIN },
        );

  function cancel(element: HTMLElement) {
    const release = waiting.get(element);
    if (!release) return;
    waiting.delete(element);
    observer?.unobserve(element);
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, release, { capture: true });
  }

  return {
    schedule(element, eager) {
      if (waiting.has(element)) return;
      if (eager || !observer) {
        mount(element);
        return;
      }
      const release = () => {
        cancel(element);
        mount(element);
      };
      waiting.set(element, release);
      observer.observe(element);
      for (const type of INTERACTION_EVENTS) {
        element.addEventListener(type, release, { capture: true, passive: true });
      }
    },
    cancel,
    disconnect() {
      for (const element of [...waiting.keys()]) cancel(element);
      observer?.disconnect();
    },
  };
}
