import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __STOREFRONT_VERSION__: JSON.stringify('test'), __STOREFRONT_PRELOAD__: '[]' },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.{ts,tsx}',
      'demo/**/*.test.{ts,tsx}',
      'tools/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'demo/e2e/**'],
    setupFiles: ['./src/test/setup.ts'],
    // At least two workers. Vitest's default in a run is one core fewer than the machine has,
    // which is one worker on CI's two cores: the suite took 170 s on it and takes 111 s on two
    // (the workers wait on module imports and happy-dom set-up as much as they compute).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    unstubGlobals: true,
  },
});
