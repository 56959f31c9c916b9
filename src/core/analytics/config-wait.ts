// The bootstrap config (GET /api/context/config) as the triggers wait for it: it may switch
// census off, so a trigger that fires before it settled runs once it has. It settles once: with
// the config, or null when it failed, was not needed, or analytics stopped first. A task still
// waiting when analytics stops never runs.
import type { BootstrapConfig } from '../platform/config-api.ts';

export interface ConfigWait {
  /** Resolves with the settled config. */
  readonly settled: Promise<BootstrapConfig | null>;
  /** The settled config; undefined while it is still awaited. */
  current(): BootstrapConfig | null | undefined;
  /** The first call settles it; later calls are ignored. */
  settle(config: BootstrapConfig | null): void;
  /** Runs the task now when settled, else once it settles; never once analytics stopped. */
  afterConfig(task: () => void): void;
}

export function createConfigWait(options: {
  /** Runs once, as it settles, before any waiting task. */
  readonly onSettle: (config: BootstrapConfig | null) => void;
  readonly isStopped: () => boolean;
}): ConfigWait {
  let config: BootstrapConfig | null | undefined;
  const waiting: (() => void)[] = [];
  let resolve: (config: BootstrapConfig | null) => void = () => {};
  const settled = new Promise<BootstrapConfig | null>((done) => {
    resolve = done;
  });
  return {
    settled,
    current: () => config,
    settle(value) {
      if (config !== undefined) return;
      config = value;
      options.onSettle(value);
      resolve(value);
      for (const task of waiting.splice(0)) if (!options.isStopped()) task();
    },
    afterConfig(task) {
      if (options.isStopped()) return;
      if (config !== undefined) task();
      else waiting.push(task);
    },
  };
}
