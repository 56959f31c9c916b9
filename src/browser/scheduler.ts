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

/**
 * The islands waiting to hydrate, by the element watched for each (its product container, or
 * itself); intent-only islands hydrate on intent or idle, never on view.
 */
interface Waiting {
  /** Watched element -> the islands waiting on it (intent islands too; only seen ones are observed). */
  readonly byTarget: Map<HTMLElement, Set<HTMLElement>>;
  readonly targetOf: Map<HTMLElement, HTMLElement>;
  readonly intentOnly: Set<HTMLElement>;
}

function addWaiting(waiting: Waiting, island: HTMLElement, target: HTMLElement, intentOnly: boolean) {
  waiting.targetOf.set(island, target);
  let islands = waiting.byTarget.get(target);
  if (!islands) {
    islands = new Set();
    waiting.byTarget.set(target, islands);
  }
  islands.add(island);
  if (intentOnly) waiting.intentOnly.add(island);
}

/** Takes the islands waiting on `target` out, in order (seen: all but the intent-only ones). */
function takeWaiting(waiting: Waiting, target: HTMLElement, seen: boolean): HTMLElement[] {
  const islands = waiting.byTarget.get(target);
  if (!islands) return [];
  const taken = [...islands].filter((island) => !(seen && waiting.intentOnly.has(island)));
  for (const island of taken) {
    islands.delete(island);
    waiting.targetOf.delete(island);
    waiting.intentOnly.delete(island);
  }
  if (islands.size === 0) waiting.byTarget.delete(target);
  return taken;
}

/** Takes one island out; gives its target when nothing waits on that any more. */
function removeWaiting(waiting: Waiting, island: HTMLElement): HTMLElement | undefined {
  const target = waiting.targetOf.get(island);
  if (!target) return undefined;
  waiting.targetOf.delete(island);
  waiting.intentOnly.delete(island);
  const islands = waiting.byTarget.get(target);
  islands?.delete(island);
  if (islands?.size !== 0) return undefined;
  waiting.byTarget.delete(target);
  return target;
}

export function createHydrationScheduler(
  mount: (element: HTMLElement) => void,
  root: Document = document,
  /** Hears every interaction first (the purchase path's preload on intent). */
  onIntent: (event: Event) => void = () => {},
): HydrationScheduler {
  const waiting: Waiting = { byTarget: new Map(), targetOf: new Map(), intentOnly: new Set() };
  const { byTarget, targetOf, intentOnly } = waiting;
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
    if (!byTarget.has(target)) return;
    observer?.unobserve(target);
    for (const island of takeWaiting(waiting, target, seen)) mount(island);
  }

  /** The main thread is idle: every intent-only island hydrates (the slicer keeps tasks short). */
  function releaseIntentOnlyWhenIdle() {
    cancelIdle ??= whenPageIdle(() => {
      cancelIdle = undefined;
      for (const island of [...intentOnly]) {
        const target = targetOf.get(island);
        if (target) release(target);
      }
    });
  }

  /** Hydrates what waits on any element around the event's target, before the event is handled. */
  const onInteraction = (event: Event) => {
    onIntent(event);
    if (byTarget.size === 0) return;
    for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
      if (node instanceof HTMLElement && byTarget.has(node)) release(node);
    }
  };
  if (observer) {
    for (const type of INTERACTION_EVENTS)
      root.addEventListener(type, onInteraction, { capture: true, passive: true });
  }

  return {
    schedule(island, hydration) {
      if (targetOf.has(island)) return;
      if (hydration === 'eager' || !observer) {
        mount(island);
        return;
      }
      const target = watchTarget(island);
      addWaiting(waiting, island, target, hydration === 'intent');
      if (hydration === 'intent') releaseIntentOnlyWhenIdle();
      else observer.observe(target);
    },
    cancel(island) {
      const emptied = removeWaiting(waiting, island);
      if (emptied) observer?.unobserve(emptied);
    },
    disconnect() {
      byTarget.clear();
      targetOf.clear();
      intentOnly.clear();
      cancelIdle?.();
      observer?.disconnect();
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, onInteraction, { capture: true });
    },
  };
}
