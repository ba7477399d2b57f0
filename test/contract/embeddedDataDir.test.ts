// @vitest-environment node
/**
 * One process per embedded database folder (server/db/dataDirLock.ts). Two servers on one DATA_DIR
 * each kept their own copy of the database's pages, and the carts one of them created were gone
 * after a restart. Now a second server, or an operator command, on a DATA_DIR a running server
 * holds stops at start with a clear message, and what the running one wrote is all there.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './serverProcess.ts';

const run = promisify(execFile);

describe('a second process on the embedded database of a running server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-data-dir-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '20' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is refused, and the running server’s writes survive its restart', { timeout: 180_000 }, async () => {
    const first = await startServerProcess(env);
    let cartId: string;
    try {
      cartId = (await (await fetch(`${first.url}/api/cart/create`, { method: 'POST' })).json()).result;

      const second = await startServerProcess(env).catch((err: Error) => err);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toMatch(/server exited with 1 before it was ready/);
      expect((second as Error).message).toContain(`The embedded database in ${dataDir} is in use by another process (pid ${first.child.pid})`);

      const command = await run(process.execPath, ['--import', 'tsx', 'server/seed/import.ts', '/nonexistent.ndjson'], {
        env: { ...process.env, ...env },
      }).catch((err: { code: number; stderr: string }) => err);
      expect(command).toMatchObject({ code: 1 });
      expect((command as { stderr: string }).stderr).toContain('is in use by another process');

      // The refused ones changed nothing: the running server still serves the cart it created.
      expect((await fetch(`${first.url}/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const restarted = await startServerProcess(env);
    try {
      expect(await (await fetch(`${restarted.url}/api/cart/pull?cartId=${cartId}`)).json()).toEqual({ code: 200, result: [] });
    } finally {
      await restarted.kill9();
    }
    // A server killed with -9 leaves its lock file: the next start takes it over.
    const afterCrash = await startServerProcess(env);
    await afterCrash.stop();
  });
});
