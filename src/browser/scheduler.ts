// Decides when an island hydrates: at once for eager islands; `visible` ones when they come near
// the viewport or on the first sign the shopper is about to use them, so start-up cost follows
// what the shopper sees, not the length of the page; `intent` ones (their server HTML already
// shows all they would: a price, a wishlist button) on that sign or when the main thread is idle,
// never because they were seen. The islands of one product container are watched as one (one
// observer entry per card, and the card's pickers and button hydrate together); interaction is
// caught by one delegated listener per event type.
import { PRODUCT_SELECTOR } from '../core/contract/index.ts';
import { whenPageIdle } from './analytics-loader.ts';
import type { Hydration } from './registry.ts';

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
  schedule(element: HTMLElement, hydration: Hydration): void;
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
  /** Hears every interaction first (the purchase path's preload on intent). */
  onIntent: (event: Event) => void = () => {},
): HydrationScheduler {
  /** Watched element -> the islands waiting on it (intent islands too; only seen ones are observed). */
  const waiting = new Map<HTMLElement, Set<HTMLElement>>();
  const targetOf = new Map<HTMLElement, HTMLElement>();
  /** Islands that hydrate on intent or idle, never on view. */
  const onIntentOnly = new Set<HTMLElement>();
  let cancelIdle: (() => void) | undefined;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) release(entry.target as HTMLElement, true);
            }
          },
          { rootMargin: NEAR_VIEWPORT_MARGIN },
        );

  /** Mounts what waits on `target` (seen: all but the intent-only islands). */
  function release(target: HTMLElement, seen = false) {
    const islands = waiting.get(target);
    if (!islands) return;
    observer?.unobserve(target);
    for (const island of [...islands]) {
      if (seen && onIntentOnly.has(island)) continue;
      islands.delete(island);
      targetOf.delete(island);
      onIntentOnly.delete(island);
      mount(island);
    }
    if (islands.size === 0) waiting.delete(target);
  }

  /** The main thread is idle: every intent-only island hydrates (the slicer keeps tasks short). */
  function releaseIntentOnlyWhenIdle() {
    cancelIdle ??= whenPageIdle(() => {
      cancelIdle = undefined;
      for (const island of [...onIntentOnly]) {
        const target = targetOf.get(island);
        if (target) release(target);
      }
    });
  }

  /** Hydrates what waits on any element around the event's target, before the event is handled. */
  const onInteraction = (event: Event) => {
    onIntent(event);
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
    onIntentOnly.delete(island);
    const islands = waiting.get(target);
    islands?.delete(island);
    if (islands?.size === 0) {
      waiting.delete(target);
      observer?.unobserve(target);
    }
  }

  return {
    schedule(island, hydration) {
      if (targetOf.has(island)) return;
      if (hydration === 'eager' || !observer) {
        mount(island);
        return;
      }
      const target = watchTarget(island);
      targetOf.set(island, target);
      let islands = waiting.get(target);
      if (!islands) {
        islands = new Set();
        waiting.set(target, islands);
      }
      islands.add(island);
      if (hydration === 'intent') {
        onIntentOnly.add(island);
        releaseIntentOnlyWhenIdle();
      } else {
        observer.observe(target);
      }
    },
    cancel,
    disconnect() {
      waiting.clear();
      targetOf.clear();
      onIntentOnly.clear();
      cancelIdle?.();
      observer?.disconnect();
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, onInteraction, { capture: true });
    },
  };
}
