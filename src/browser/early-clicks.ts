// A press on an island's button while the island's code is still downloading lands on inert
// server HTML and would be lost: a quick shopper, or a keyboard user whose Tab (focusin) started
// the download and whose Enter came a moment later, would have to press again. The last such
// press is kept and made again once the island has hydrated. Only the wait before hydration is
// covered: from hydrateRoot on, React replays a press on a root still hydrating by itself.
import { clearPressed, ISLAND_ATTRIBUTE, markPressed } from '../core/contract/index.ts';

interface EarlyClicks {
  /** Presses again the button pressed before `island` took over, if any. */
  replay(island: Element): void;
  /** The island will not take over (it failed): its kept press is dropped and shows busy no more. */
  forget(island: Element): void;
  disconnect(): void;
}

const buttonsOf = (island: Element) => Array.from(island.querySelectorAll('button'));

export function createEarlyClicks(
  hasTakenOver: (island: Element) => boolean,
  root: Document = document,
  /** Presses the loader kept before the runtime started (start-trigger.ts), oldest first. */
  before: readonly HTMLButtonElement[] = [],
): EarlyClicks {
  /** Island -> the index of its button pressed last (an index survives a re-rendered button). */
  const pressed = new WeakMap<Element, number>();
  const keep = (button: HTMLButtonElement) => {
    const island = button.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!island || hasTakenOver(island)) return false;
    pressed.set(island, buttonsOf(island).indexOf(button));
    // Shown at once (the loader marks its own presses the same way); cleared before the replay.
    markPressed(island);
    return true;
  };
  for (const button of before) keep(button);
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // The browser's own action for it would send a form of the server HTML the browser's way and
    // leave the page (Enter in a field presses the form's default button too): the island sends it.
    if (button && keep(button)) event.preventDefault();
  };
  root.addEventListener('click', onClick, true);
  const forget = (island: Element) => {
    pressed.delete(island);
    clearPressed(island);
  };
  return {
    replay(island) {
      const index = pressed.get(island);
      if (index === undefined) return;
      forget(island);
      buttonsOf(island)[index]?.click();
    },
    forget,
    disconnect() {
      root.removeEventListener('click', onClick, true);
    },
  };
}
