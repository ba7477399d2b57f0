import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The msw server of one test file: it listens while the file runs and refuses requests no handler
 * answers; after each test it unmounts what was rendered, drops that test's handlers and runs
 * `after` (for what a test leaves behind, e.g. a filled search cache).
 */
export function setUpMswServer(after?: () => unknown) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    cleanup();
    server.resetHandlers();
    await after?.();
  });
  afterAll(() => server.close());
  return server;
}
