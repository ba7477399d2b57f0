/**
 * Fixtures for the browser journeys. Import `test` and `expect` from here, not from @playwright/test:
 *
 *   import { test, expect } from './fixtures.ts';
 *   test('…', async ({ page, db, network }) => { … });
 *
 * - `baseURL`  the real server (server/app.ts) started IN-PROCESS once per worker on a fresh
 *              embedded database (new temp folder, migrated, seeded with the demo catalogue), serving
 *              dist/. `page.goto('/')` works. One worker runs all spec files, so they share this
 *              server and database: assert on what your test made (an order_id, an order number),
 *              never on global counts.
 * - `db`       the server's database (server/db Db): `await db.query('select … from shop_order
 *              where order_id = $1', [id])` — "the database has the order".
 * - `server`   worker-scoped TestServer: `directURL` (never cut off, for Node-side requests), dataDir.
 * - `network`  `await network.offline()` / `await network.online()`: cuts the server off for real
 *              (see networkSwitch.ts: also for the service worker's requests) and sets the browser
 *              context offline, so navigator.onLine and the online/offline events follow (also in a
 *              document loaded while offline: offlineDocuments.ts). Every test
 *              starts online; the fixture restores it afterwards.
 * Each test gets a fresh browser context (Playwright's default `context`/`page`): new IndexedDB,
 * caches and service worker registration. Helpers for the service worker, notifications and
 * reading state are in helpers.ts.
 */
import { test as base, expect } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import { markOffline, markOnline, watchOfflineDocuments } from './offlineDocuments.ts';
import { startTestServer, type TestServer } from './testServer.ts';

export interface NetworkControl {
  offline(): Promise<void>;
  online(): Promise<void>;
  readonly isOffline: boolean;
}

interface TestFixtures {
  db: Db;
  network: NetworkControl;
}

interface WorkerFixtures {
  server: TestServer;
  /** `test.use({ multistore: true })`: this file's journeys get their own server with MULTISTORE=on. */
  multistore: boolean;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  multistore: [false, { scope: 'worker', option: true }],
  server: [
    async ({ multistore }, use) => {
      const server = await startTestServer({ multistore });
      await use(server);
      await server.close();
    },
    // Migrating and seeding a fresh database takes a while on a 2-core CI machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  db: async ({ server }, use) => {
    await use(server.db);
  },
  network: async ({ server, context }, use) => {
    await watchOfflineDocuments(context);
    const control: NetworkControl = {
      async offline() {
        server.network.setOffline(true);
        await markOffline(context, server.baseURL);
        await context.setOffline(true);
      },
      async online() {
        server.network.setOffline(false);
        await context.setOffline(false);
        await markOnline(context);
      },
      get isOffline() {
        return server.network.offline;
      },
    };
    await use(control);
    server.network.setOffline(false);
  },
});

export { expect };
