import { lateValue } from '../support/lateValue.ts';
import { test } from './fixtures.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer.ts';

/** Seconds an access token lives on the server these journeys start (TTL in their notes). */
export const TTL = 3;

/** A server of the spec file's own whose access tokens live TTL seconds, started before its tests. */
export function setUpShortTokenServer(opts: Omit<TestServerOptions, 'accessTokenTtl'> = {}): TestServer {
  let srv: TestServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    srv = await startTestServer({ accessTokenTtl: TTL, ...opts });
  });
  test.afterAll(async () => {
    await srv?.close();
  });
  return lateValue(() => srv, 'The test server');
}

/** Lets every access token issued until now expire. */
export const expire = () => new Promise((r) => setTimeout(r, (TTL + 1.5) * 1000));
