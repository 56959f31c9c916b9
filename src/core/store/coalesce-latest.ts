// Coalesce latest per key: while a task for a key is waiting (settling, or queued behind other
// work), a newer value for the same key replaces the waiting one instead of queueing a second
// task, and every caller gets the outcome of the task that carried (or superseded) its value.
// Like TanStack Query's mutation scope, but the waiting mutation is replaced, not appended.
// Once a task has started, a newer value waits for the next one; tasks run through `enqueue`
// (the cart's serial queue), so they still run one at a time.

interface CoalesceLatestOptions {
  /** Runs a task; defaults to running it at once. Pass a serial queue's run to keep order. */
  readonly enqueue?: <R>(task: () => Promise<R>) => Promise<R>;
  /** Wait this long after the last value for a key before enqueueing (0: enqueue at once). */
  readonly quietMs?: number;
}

interface CoalesceLatest<K, V, R> {
  /** Offers the latest value for `key`; `immediate` skips the quiet wait (a removal). */
  push(key: K, value: V, options?: { readonly immediate?: boolean }): Promise<R>;
  /** The value waiting for `key` (not yet started), if any. */
  waiting(key: K): V | undefined;
  /** Ends every quiet wait now, so each waiting value is enqueued. */
  flush(): void;
}

interface Slot<V, R> {
  value: V;
  readonly promise: Promise<R>;
  resolve(result: R): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout> | undefined;
  enqueued: boolean;
}

export function coalesceLatest<K, V, R>(
  run: (key: K, value: V) => Promise<R>,
  options: CoalesceLatestOptions = {},
): CoalesceLatest<K, V, R> {
  const enqueue = options.enqueue ?? ((task) => task());
  const quietMs = options.quietMs ?? 0;
  const slots = new Map<K, Slot<V, R>>();

  function start(key: K, slot: Slot<V, R>) {
    if (slot.timer !== undefined) clearTimeout(slot.timer);
    slot.timer = undefined;
    if (slot.enqueued) return;
    slot.enqueued = true;
    enqueue(() => {
      // From here on the value is taken; a newer one opens a new slot.
      if (slots.get(key) === slot) slots.delete(key);
      return run(key, slot.value);
    }).then(slot.resolve, slot.reject);
  }

  return {
    push(key, value, pushOptions = {}) {
      let slot = slots.get(key);
      if (!slot) {
        let resolve!: (result: R) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<R>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        slot = { value, promise, resolve, reject, timer: undefined, enqueued: false };
        slots.set(key, slot);
      }
      slot.value = value;
      const current = slot;
      if (pushOptions.immediate === true || quietMs <= 0) start(key, current);
      else if (!current.enqueued) {
        if (current.timer !== undefined) clearTimeout(current.timer);
        current.timer = setTimeout(() => start(key, current), quietMs);
      }
      return current.promise;
    },
    waiting: (key) => slots.get(key)?.value,
    flush() {
      for (const [key, slot] of slots) start(key, slot);
    },
  };
}
