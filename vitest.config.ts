import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstPaintEnglish } from './scripts/firstPaintEnglish';

export default defineConfig({
  plugins: [react(), firstPaintEnglish()],
  test: {
    // Browser code runs in happy-dom; server and domain tests declare `// @vitest-environment node`.
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'server/**/*.test.ts',
      'test/contract/**/*.test.ts',
      'test/locales/**/*.test.ts',
      'test/lint/**/*.test.ts',
      'test/bench/**/*.test.ts',
    ],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
