import { defineConfig } from 'vitest/config';

// The domain's own tests, alone: pure rules with no DOM and no server, so they run in plain Node.
// Used by the non-UTC run in `npm test` (test:domain:tz) and by the mutation report (test:mutation).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/domain/**/*.test.ts'],
  },
});
