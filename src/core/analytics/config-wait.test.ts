import { describe, expect, it, vi } from 'vitest';
import type { BootstrapConfig } from '../platform/config-api.ts';
import { createConfigWait } from './config-wait.ts';

const config = { censusDisabled: true } as unknown as BootstrapConfig;

function wait(stopped = () => false) {
  const onSettle = vi.fn();
  return { onSettle, configWait: createConfigWait({ onSettle, isStopped: stopped }) };
}

describe('createConfigWait', () => {
  it('holds tasks until the config settles, then runs them in order after onSettle', async () => {
    const { configWait, onSettle } = wait();
    const order: string[] = [];
    onSettle.mockImplementation(() => order.push('settle'));
    configWait.afterConfig(() => order.push('first'));
    configWait.afterConfig(() => order.push('second'));
    expect(order).toEqual([]);
    expect(configWait.current()).toBeUndefined();
    configWait.settle(config);
    expect(order).toEqual(['settle', 'first', 'second']);
    expect(configWait.current()).toBe(config);
    await expect(configWait.settled).resolves.toBe(config);
  });

  it('runs a task at once when the config has settled', () => {
    const { configWait } = wait();
    configWait.settle(null);
    const task = vi.fn();
    configWait.afterConfig(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('settles once: a later config is ignored', async () => {
    const { configWait, onSettle } = wait();
    configWait.settle(null);
    configWait.settle(config);
    expect(onSettle).toHaveBeenCalledOnce();
    expect(onSettle).toHaveBeenCalledWith(null);
    expect(configWait.current()).toBeNull();
    await expect(configWait.settled).resolves.toBeNull();
  });

  it('never runs a task once analytics stopped, waiting or new', () => {
    let stopped = false;
    const { configWait } = wait(() => stopped);
    const waiting = vi.fn();
    configWait.afterConfig(waiting);
    stopped = true;
    configWait.settle(null);
    const late = vi.fn();
    configWait.afterConfig(late);
    expect(waiting).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
