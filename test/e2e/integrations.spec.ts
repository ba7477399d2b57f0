import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures.ts';
import { scrollToFooter, waitForServiceWorker } from './helpers.ts';
import { startTestServer, type TestServer } from './testServer.ts';

/**
 * Spec 001 §1: error reporting only with a DSN, live chat only with a property id. With both, an
 * error thrown in the page reaches the (local) error collector and the chat embed is requested;
 * with neither, nothing of them is requested, not even the reporting SDK's chunk.
 */

/** A stand-in for the error collector's ingest endpoint: keeps every body it is sent. */
async function startCollector(): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const CHAT_EMBED = 'https://embed.tawk.to/**';

test.describe('configured', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let srv: TestServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    collector = await startCollector();
    srv = await startTestServer({
      env: { SENTRY_DSN: `http://publickey@${collector.url.slice(7)}/1`, SENTRY_ENVIRONMENT: 'journey', CHAT_PROPERTY_ID: 'journeyprop' },
    });
  });
  test.afterAll(async () => {
    await srv?.close();
    await collector?.close();
  });

  test('an error in the page reaches the collector, and the chat embed is requested', async ({ page, context }) => {
    const chatRequests: string[] = [];
    await context.route(CHAT_EMBED, (route) => {
      chatRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: 'window.chatEmbedRan = true;' });
    });
    await page.goto(`${srv.baseURL}/`);

    // The provider's embed for the property, allowed to run by the page's policy.
    await expect.poll(() => chatRequests).toEqual(['https://embed.tawk.to/journeyprop/default']);
    await expect.poll(() => page.evaluate(() => (window as { chatEmbedRan?: boolean }).chatEmbedRan)).toBe(true);

    // Thrown until the reporting SDK (loaded after the page) has caught one and sent it.
    await expect
      .poll(
        async () => {
          await page.evaluate(() =>
            setTimeout(() => {
              throw new Error('journey failure 13');
            }),
          );
          return collector.bodies.filter((b) => b.includes('journey failure 13'));
        },
        { timeout: 20_000 },
      )
      .not.toEqual([]);
    const report = collector.bodies.find((b) => b.includes('journey failure 13'))!;
    expect(report).toContain('"environment":"journey"');
  });
});

test('not configured: neither the chat nor the error reporting loads a byte', async ({ page, context }) => {
  const chatRequests: string[] = [];
  await context.route(CHAT_EMBED, (route) => {
    chatRequests.push(route.request().url());
    return route.abort();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  // The integrations start with the service worker, once the page has shown.
  await waitForServiceWorker(page);
  await scrollToFooter(page);
  expect(await page.locator('#runtime-config').count()).toBe(0);
  expect(chatRequests).toEqual([]);
  expect(requested.filter((url) => /errorReporting|sentry/i.test(url))).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(new URL(page.url()).origin) && !url.startsWith('data:'))).toEqual([]);
});
