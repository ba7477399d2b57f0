// Mutation report for the pure rules in src/domain: `npm run test:mutation` (not part of `npm test`).
// Each mutant is a small wrong rule; a surviving mutant is a wrong rule no domain test would notice.
// The script runs it under TZ=Pacific/Chatham: the vitest runner uses worker threads, where a test
// cannot switch the zone itself, and "dates without a zone are UTC" is only testable off UTC.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.domain.config.ts' },
  mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The machine has two cores; more workers only queue.
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
