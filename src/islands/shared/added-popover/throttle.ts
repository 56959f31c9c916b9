// Leading-edge throttle: the first call runs at once, further calls within `ms` are dropped.
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const time = now();
    if (time - last < ms) return;
    last = time;
    fn(...args);
  };
}
