import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEarlyClicks } from './early-clicks.ts';

let island: HTMLElement;
const taken = new Set<Element>();
let early: ReturnType<typeof createEarlyClicks>;

beforeEach(() => {
  document.body.innerHTML =
    '<div data-storefront="quick-view" id="island"><button type="button">Open</button><button type="button"><span>Add</span></button></div><button type="button" id="outside">Elsewhere</button>';
  island = document.getElementById('island') as HTMLElement;
  taken.clear();
  early = createEarlyClicks((element) => taken.has(element));
});
afterEach(() => early.disconnect());

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (node) => node.textContent === name,
  ) as HTMLButtonElement;

describe('createEarlyClicks', () => {
  it('shows a kept press as busy at once and takes the mark off before the replay (issue 44)', () => {
    button('Add').click();
    expect(island.getAttribute('aria-busy')).toBe('true');
    taken.add(island);
    let busyWhenReplayed: string | null = 'not replayed';
    button('Add').addEventListener('click', () => {
      busyWhenReplayed = island.getAttribute('aria-busy');
    });
    early.replay(island);
    expect(busyWhenReplayed).toBeNull();
  });

  it('drops the press and its busy mark when the island fails instead', () => {
    button('Open').click();
    early.forget(island);
    expect(island.hasAttribute('aria-busy')).toBe(false);
    const pressed = vi.fn();
    button('Open').addEventListener('click', pressed);
    early.replay(island);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('presses again, once, the button pressed before the island took over', () => {
    button('Add').querySelector('span')?.click();
    taken.add(island);
    const pressed = vi.fn();
    button('Add').addEventListener('click', pressed);
    early.replay(island);
    early.replay(island);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('finds the same button by position when hydration replaced it', () => {
    button('Open').click();
    island.innerHTML = '<button type="button">Open</button><button type="button">Add</button>';
    const pressed = vi.fn();
    button('Open').addEventListener('click', pressed);
    early.replay(island);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last press and ignores presses once the island is live', () => {
    button('Open').click();
    button('Add').click();
    const open = vi.fn();
    const add = vi.fn();
    button('Open').addEventListener('click', open);
    button('Add').addEventListener('click', add);
    early.replay(island);
    expect([open.mock.calls.length, add.mock.calls.length]).toEqual([0, 1]);

    taken.add(island);
    button('Open').click();
    open.mockClear();
    early.replay(island);
    expect(open).not.toHaveBeenCalled();
  });

  it("keeps a press on an inert form's button from sending the form the browser's way", () => {
    island.innerHTML = '<form action="/elsewhere"><input name="email"><button>Notify Me</button></form>';
    const submitted = vi.fn();
    island.querySelector('form')?.addEventListener('submit', submitted);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Notify Me').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    // Once the island is live its own handlers decide.
    taken.add(island);
    const live = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Notify Me').dispatchEvent(live);
    expect(live.defaultPrevented).toBe(false);
  });

  it('ignores presses outside islands and after disconnect', () => {
    const outside = vi.fn();
    button('Elsewhere').click();
    early.disconnect();
    button('Open').click();
    button('Open').addEventListener('click', outside);
    early.replay(island);
    expect(outside).not.toHaveBeenCalled();
  });
});
