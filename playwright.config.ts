import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/e2e/chromium.ts';

/**
 * Browser journeys (STYLE 10): the system Chromium against the real server on a fresh database.
 * The server is not a `webServer` here: test/e2e/fixtures.ts starts it in-process, once per worker,
 * on a new embedded database, so journeys can assert on the database directly.
 * `npm run test:e2e` builds dist/ first.
 */
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // One worker: the journeys share one server and database per worker, and CI has 2 cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  // Locally a flaky journey fails and gets fixed. On CI (2 busy cores, one try per submission) one
  // retry keeps a rare timing hiccup from sinking a submission; the list reporter still marks such a
  // test "flaky", so it stays visible and gets fixed.
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['line']] : [['list']],
  // Separate folders let two runs share a work tree (Playwright empties its output folder at start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    timezoneId: 'Africa/Johannesburg',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
