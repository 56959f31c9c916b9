// What a shopper did to an island's server HTML before it hydrated: a changed <select>, a ticked
// radio or checkbox, typed text. Hydration resets controlled controls to the initial state, so
// these are captured just before hydrating and replayed as real input events right after the
// first commit, where the island's own handlers turn them into state. Nothing typed is lost.
type Replay = () => void;

function setThroughPrototype(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
  setter?.call(element, value);
}

function replaySelect(select: HTMLSelectElement): Replay {
  const value = select.value;
  return () => {
    if (!select.isConnected) return;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

function replayText(field: HTMLInputElement | HTMLTextAreaElement): Replay {
  const value = field.value;
  return () => {
    // Text newer than the capture (neither it nor the server's) was typed while the island
    // hydrated: React hydrates at once to deliver such keys, so the island heard the whole value
    // then, and replaying the older capture would undo them.
    if (!field.isConnected || (field.value !== value && field.value !== field.defaultValue)) return;
    // The instance setter first (React's value tracker records the old value), then the
    // prototype's, so the input event reads as a change even if the DOM already shows it.
    field.value = field.defaultValue;
    setThroughPrototype(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function replayToggle(input: HTMLInputElement): Replay {
  const wanted = input.checked;
  return () => {
    if (!input.isConnected) return;
    // A click is what the shopper did and what React listens to for these controls.
    input.checked = !wanted;
    input.click();
  };
}

export function capturePendingInput(root: Element): Replay[] {
  const replays: Replay[] = [];
  for (const select of Array.from(root.querySelectorAll('select'))) {
    const defaultIndex = Math.max(
      Array.from(select.options).findIndex((option) => option.defaultSelected),
      0,
    );
    if (select.selectedIndex !== defaultIndex) replays.push(replaySelect(select));
  }
  for (const field of Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  )) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      // A radio that lost its check to another in its group is replayed by that other one.
      const changed = field.checked !== field.defaultChecked;
      if (changed && (field.type === 'checkbox' || field.checked)) replays.push(replayToggle(field));
    } else if (field.type !== 'hidden' && field.value !== field.defaultValue) {
      replays.push(replayText(field));
    }
  }
  return replays;
}
