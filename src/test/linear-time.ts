// Linear-time checks (issue 48 items 5 and 6): the time of one call on inputs of 1 KB, 8 KB,
// 64 KB and 1 MB is compared with the time on the size before. Only ratios are checked,
// never absolute times, so a slow or busy machine does not fail them; each size is timed as the
// best of a few runs, repeated until long enough for the clock, so noise counts little.
import { expect } from 'vitest';

const LINEAR_SIZES = [1024, 8 * 1024, 64 * 1024, 1024 * 1024] as const;
/** Time may grow at most this much more than the input (8x input, 12x time); quadratic is 8x more. */
const MAX_GROWTH_OVER_SIZE = 1.5;
const MIN_SAMPLE_MS = 5;
const SAMPLES = 3;

function timeOf(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let sample = 0; sample < SAMPLES; sample++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      run();
      calls += 1;
      elapsed = performance.now() - start;
    } while (elapsed < MIN_SAMPLE_MS);
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

/**
 * Expects `run(input)` to take at most 1.5x longer than the input grows (12x for 8x). Sizes are timed in
 * order and each step checked at once, so quadratic code fails at the first step, not at 1 MB.
 */
export function expectLinearTime(makeInput: (size: number) => string, run: (input: string) => unknown): void {
  let previous: { size: number; time: number } | undefined;
  for (const size of LINEAR_SIZES) {
    const input = makeInput(size);
    run(input); // warm up (compilation, caches)
    const time = timeOf(() => run(input));
    if (previous) {
      const ratio = time / previous.time;
      const limit = (size / previous.size) * MAX_GROWTH_OVER_SIZE;
      expect(
        ratio,
        `${previous.size} -> ${size} characters took ${ratio.toFixed(1)}x as long`,
      ).toBeLessThanOrEqual(limit);
    }
    previous = { size, time };
  }
}
