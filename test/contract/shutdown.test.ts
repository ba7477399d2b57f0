// @vitest-environment node
/**
 * Operations (issue 12): a SIGTERM lets the requests in flight finish before the process exits.
 * A request is started (headers sent, body not yet), the server is told to stop, then the body
 * is sent: the answer still comes, complete, and the process exits with 0.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, startServerProcess, type ServerProcess } from './serverProcess.ts';

describe('graceful shutdown', () => {
  let server: ServerProcess | null = null;
  let database: Awaited<ReturnType<typeof freshDatabase>> | null = null;
  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.kill9();
    await database?.drop();
  });

  it('finishes a request in flight after SIGTERM, then exits with 0', async () => {
    // PostgreSQL when there is one (a quicker start than migrating and seeding PGlite).
    if (process.env.TEST_DATABASE_URL) database = await freshDatabase();
    server = await startServerProcess({ SEED_PRODUCTS: '100', LOG_LEVEL: 'info', DATABASE_URL: database?.url ?? '' });
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ url: 'no/such/page' });
    let resolveAnswer!: (r: { status: number; text: string }) => void;
    const answer = new Promise<{ status: number; text: string }>((resolve) => (resolveAnswer = resolve));
    const req = http.request(
      { hostname, port, method: 'POST', path: '/api/url/map', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolveAnswer({ status: res.statusCode!, text }));
      },
    );
    const failed = new Promise<never>((_, reject) => req.on('error', reject));
    req.flushHeaders();
    // The server has the request once it logs it (Fastify logs "incoming request" on the headers).
    while (!/"url":"\/api\/url\/map".*incoming request|incoming request.*"url":"\/api\/url\/map"/.test(server.output()))
      await new Promise((r) => setTimeout(r, 20));
    const exited = server.stop();
    while (!server.output().includes('SIGTERM: finishing requests in flight')) await new Promise((r) => setTimeout(r, 20));
    req.end(body);
    const res = await Promise.race([answer, failed]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toBeNull();
    expect(await exited).toBe(0);
  }, 120_000);
});
