// A compound field (name, address, checkbox group, likert) builds its next value from its
// current one. Two change events in one task, before React re-renders (browser autofill
// filling several parts, or the replay of what was typed before hydration), must each build
// on the other's result, not on the value of the last render, or the first one is lost.
import { useRef } from 'react';

export function useLatestValue<T>(value: T): { readonly current: () => T; update(next: T): T } {
  const latest = useRef(value);
  latest.current = value;
  return {
    current: () => latest.current,
    update(next) {
      latest.current = next;
      return next;
    },
  };
}
