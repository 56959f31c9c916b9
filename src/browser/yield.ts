// Gives the browser a turn between pieces of start-up work, so a click or a key press waits for
// one piece at most, never for the whole start-up. scheduler.yield() where the browser has it
// (the continuation keeps its place ahead of other tasks), else a MessageChannel message (a new
// task without setTimeout's 4 ms clamp), else setTimeout.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** Calls `callback` in a task of its own (a MessageChannel message; setTimeout without one). */
function inNewTask(callback: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a new task, after the browser has handled pending input. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => inNewTask(resolve));
}

/**
 * Cuts a run of work into tasks of about `budgetMs`. Each piece of work awaits `slot()` first;
 * slots are given in call order, each once the work before it has run, and a slot whose task
 * has already run `budgetMs` comes after a yield, in a new task.
 */
export function createTaskSlicer(budgetMs: number, now: () => number = () => performance.now()) {
  /** When the current task's first piece started; undefined once that task is over. */
  let sliceStart: number | undefined;
  let turn: Promise<void> = Promise.resolve();
  const startSlice = () => {
    sliceStart = now();
    inNewTask(() => {
      sliceStart = undefined;
    });
  };
  return {
    slot(): Promise<void> {
      turn = turn.then(() => {
        if (sliceStart === undefined) startSlice();
        else if (now() - sliceStart >= budgetMs) return yieldToMain().then(startSlice);
        return undefined;
      });
      return turn;
    },
  };
}
