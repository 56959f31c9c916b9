import { createLogger } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { BuildWarningError, strictBuildLogger } from './strict-build-logger.ts';

function quietLogger() {
  const base = createLogger('info', { allowClearScreen: false });
  const printed: string[] = [];
  for (const level of ['info', 'warn', 'warnOnce', 'error'] as const)
    vi.spyOn(base, level).mockImplementation((message: string) => void printed.push(message));
  return { base, printed };
}

describe('strictBuildLogger', () => {
  it('prints a warning, then fails the build with its words, colours stripped', () => {
    const { base, printed } = quietLogger();
    const logger = strictBuildLogger(base);
    const warning =
      '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/islands/cart/index.ts is dynamically imported';
    expect(() => logger.warn(warning)).toThrow(BuildWarningError);
    expect(() => logger.warnOnce(warning)).toThrow(
      '[build] a warning fails the build; fix it at its cause: [INEFFECTIVE_DYNAMIC_IMPORT] src/islands/cart/index.ts is dynamically imported',
    );
    expect(printed).toEqual([warning, warning]);
  });

  it('lets information and errors through as Vite prints them', () => {
    const { base, printed } = quietLogger();
    const logger = strictBuildLogger(base);
    logger.info('✓ built in 390ms');
    logger.error('an error');
    expect(printed).toEqual(['✓ built in 390ms', 'an error']);
  });
});
