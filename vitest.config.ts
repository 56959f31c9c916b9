import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __STOREFRONT_VERSION__: JSON.stringify('test'), __STOREFRONT_PRELOAD__: '[]' },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'mocks/**/*.test.{ts,tsx}',
      'demo/**/*.test.{ts,tsx}',
      'tools/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'demo/e2e/**'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
