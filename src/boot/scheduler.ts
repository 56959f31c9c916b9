// Decides when an island hydrates: at once for eager islands, otherwise when it comes near the
// viewport or on the first sign the shopper is about to use it, so start-up cost follows what
// the shopper sees, not the length of the page. The islands of one product container are
// watched as one (one observer entry per card, and the card's price, pickers and button
// hydrate together); interaction is caught by one delegated listener per event type.
import { PRODUCT_SELECTOR } from '../contract/index.ts';

const NEAR_VIEWPORT_MARGIN = '200px 0px';
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
  // A script's element.click() comes with none of the above.
  'click',
] as const;

interface HydrationScheduler {
  schedule(element: HTMLElement, eager: boolean): void;
  cancel(element: HTMLElement): void;
  disconnect(): void;
}

/** What is watched for an island: its product container, or the island itself. */
function watchTarget(island: HTMLElement): HTMLElement {
  return island.closest<HTMLElement>(PRODUCT_SELECTOR) ?? island;
}

export function createHydrationScheduler(
  mount: (element: HTMLElement) => void,
  root: Document = document,
): HydrationScheduler {
  /** Watched element -> the islands waiting on it. */
  const waiting = new Map<HTMLElement, Set<HTMLElement>>();
  const targetOf = new Map<HTMLElement, HTMLElement>();
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

  function release(target: HTMLElement) {
    const islands = waiting.get(target);
    if (!islands) return;
    waiting.delete(target);
    observer?.unobserve(target);
    for (const island of islands) {
      targetOf.delete(island);
      mount(island);
    }
  }

  /** Hydrates what waits on any element around the event's target, before the event is handled. */
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

  function cancel(island: HTMLElement) {
    const target = targetOf.get(island);
    if (!target) return;
    targetOf.delete(island);
    const islands = waiting.get(target);
    islands?.delete(island);
    if (islands?.size === 0) {
      waiting.delete(target);
      observer?.unobserve(target);
    }
  }

  return {
    schedule(island, eager) {
      if (targetOf.has(island)) return;
      if (eager || !observer) {
        mount(island);
        return;
      }
      const target = watchTarget(island);
      targetOf.set(island, target);
      const islands = waiting.get(target);
      if (islands) {
        islands.add(island);
        return;
      }
      waiting.set(target, new Set([island]));
      observer.observe(target);
    },
    cancel,
    disconnect() {
      waiting.clear();
      targetOf.clear();
      observer?.disconnect();
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, onInteraction, { capture: true });
    },
  };
}
