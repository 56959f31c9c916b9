import { describe, expect, it } from 'vitest';
import { createErrorCollector, reportTo } from './errors.ts';

describe('createErrorCollector', () => {
  it('starts empty', () => {
    expect(createErrorCollector().errors()).toEqual([]);
  });

  it('keeps reports in order', () => {
    const collector = createErrorCollector();
    collector.report('unknown-formatter', 'a');
    reportTo(collector, 'bad-input', 'b');
    expect(collector.errors()).toEqual([
      { kind: 'unknown-formatter', message: 'a' },
      { kind: 'bad-input', message: 'b' },
    ]);
  });

  it('hands out copies, so callers cannot change what was collected', () => {
    const collector = createErrorCollector();
    collector.report('bad-input', 'x');
    const first = collector.errors() as { kind: string; message: string }[];
    first.pop();
    expect(collector.errors()).toHaveLength(1);
  });

  it('reportTo without a collector does nothing', () => {
    expect(() => reportTo(undefined, 'bad-input', 'ignored')).not.toThrow();
  });
});
