// setTimeout that is cancelled when the island unmounts, so no state is set on a dead island.
import { useCallback, useEffect, useRef } from 'react';

export function useTimers() {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);
  return useCallback((ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      fn();
    }, ms);
    pending.current.add(timer);
  }, []);
}
