/** Builds the app on a test database with the fixture catalogue; `inject` only, never listening. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { lateValue } from '../support/lateValue.ts';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { openTestDb, type BackendName, type TestDb } from './backends.ts';
import { insertFixtures } from './fixtures.ts';

export interface TestApp extends TestDb {
  app: FastifyInstance;
}

export interface TestAppOptions {
  staticDir?: string | null;
  fixtures?: boolean;
  /** Environment for loadConfig (e.g. ACCESS_TOKEN_TTL, SMTP_URL). */
  env?: NodeJS.ProcessEnv;
  /** Instead of the fixtures, the generated demo catalogue of that many products, seeded as a first start does. */
  generated?: number;
  /** The store views to serve instead of the shop's own (server/services/storeViews.ts). */
  storeViews?: AppOptions['storeViews'];
  /** Log at this level into logStream (silent otherwise). */
  log?: { level: string; stream: { write(line: string): void } };
}

export async function makeTestApp(kind: BackendName, opts: TestAppOptions = {}): Promise<TestApp> {
  const test = await openTestDb(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  if (opts.generated) await seedIfEmpty(test.db, { products: opts.generated, dataDir });
  else if (opts.fixtures !== false) await insertFixtures(test.db);
  const config = { ...loadConfig(opts.env ?? {}), logLevel: opts.log?.level ?? 'silent', dataDir, staticDir: opts.staticDir ?? null };
  const app = await buildApp({ config, db: test.db, logStream: opts.log?.stream, storeViews: opts.storeViews });
  await app.ready();
  return {
    ...test,
    app,
    async close() {
      await app.close();
      await test.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of one describe block: made by `make` before its tests (then `prepare` runs, e.g. stock
 * or seed rows), closed after them. The answer stands for the app from then on (its fields are read late).
 */
export function setUpApp(make: () => Promise<TestApp>, prepare?: () => Promise<void> | void, timeout?: number): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await make();
    await prepare?.();
  }, timeout);
  afterAll(() => current?.close());
  return lateValue(() => current, 'The test app');
}

/** setUpApp for an app from makeTestApp with these options. */
export function setUpTestApp(kind: BackendName, prepare?: () => Promise<void> | void, opts?: Parameters<typeof makeTestApp>[1]): TestApp {
  return setUpApp(() => makeTestApp(kind, opts), prepare);
}
