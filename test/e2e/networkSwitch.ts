import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP pass-through in front of the test server that can cut the "network" for real.
 *
 * Why not only `context.setOffline(true)`: Chromium's offline emulation is applied per page, and
 * requests made by a service worker have not always been covered by it (playwright issue #2311).
 * A journey that "works offline" only because the service worker still reached the server would
 * prove nothing, so while offline this switch resets every connection, from the page or the worker.
 */
export interface NetworkSwitch {
  /** Port the browser talks to. */
  readonly port: number;
  readonly offline: boolean;
  setOffline(offline: boolean): void;
  /** Answers `304 Not Modified` the server has sent through the switch (revalidations that reached it). */
  readonly notModified: number;
  close(): Promise<void>;
}

export async function startNetworkSwitch(targetPort: number, host = '127.0.0.1'): Promise<NetworkSwitch> {
  const open = new Set<net.Socket>();
  let offline = false;
  let notModified = 0;

  const server = net.createServer((client) => {
    if (offline) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      // A reset on one side ends the other; errors here are the point of going offline.
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Status lines start a response at the beginning of a chunk in practice (one answer per write).
    upstream.on('data', (chunk: Buffer) => {
      notModified += chunk.toString('latin1').match(/(?:^|\r\n)HTTP\/1\.1 304 /g)?.length ?? 0;
    });
    client.pipe(upstream).pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    get offline() {
      return offline;
    },
    get notModified() {
      return notModified;
    },
    setOffline(value) {
      offline = value;
      // Keep-alive connections would otherwise carry requests past the cut.
      if (value) for (const s of open) s.resetAndDestroy();
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
