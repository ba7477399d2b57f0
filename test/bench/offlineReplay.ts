import { chromium } from 'playwright-core';
import { orderTask, type StampedOrder } from '../../src/api/queue/orderTask.ts';
import type { SyncTask } from '../../src/api/queue/syncTask.ts';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { waitForServiceWorker } from '../e2e/helpers.ts';
import type { TestServer } from '../e2e/testServer.ts';
import { fetchOrderableProducts, fetchShippingChoice, guestOrder } from './latency.ts';

export interface ReplayFigure {
  orders: number;
  stored: number;
  seconds: number;
}

/**
 * Time to replay `n` queued orders through the real queue in Chromium: the app is loaded, the
 * network cut, `n` confirmed order tasks are written into the queue's IndexedDB store exactly as
 * placeOrder writes them (orderTask()), then the network comes back and the clock runs until the
 * server holds all `n` orders. Whoever replays (the page on `online`, or the service worker) counts.
 */
export async function benchReplay(server: TestServer, n: number): Promise<ReplayFigure> {
  const products = await fetchOrderableProducts(server.directURL);
  // Each product is in about ten of the orders: the demo's stock of a few would refuse the later ones
  // ("out of stock"), and the figure is the time to store all of them.
  await server.db.query(`update catalog_entity set doc = jsonb_set(doc, '{stock,qty}', '100000') where entity = 'product' and sku = any($1)`, [
    products.map((p) => String(p.sku)),
  ]);
  const shipping = await fetchShippingChoice(server.directURL);
  const tasks: SyncTask[] = Array.from({ length: n }, (_, i) => orderTask(guestOrder(products, i, shipping) as StampedOrder, true));
  const ids = tasks.map((t) => t.task_id);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    // The cart page reads the saved state back, which starts the order queue and opens its database
    // (on a fresh device a catalogue page does neither). Opening it here first would create it empty.
    await page.goto('/cart');
    await page.waitForFunction(async () => (await indexedDB.databases()).some((db) => db.name === 'storefront-sync'), undefined, { timeout: 20_000 });

    server.network.setOffline(true);
    await context.setOffline(true);
    await page.evaluate(async (records) => {
      // Same database, store and key as src/api/queue/taskStore.ts; the app has created it (above).
      // The database may be listed while the app is still creating its store: wait for the store.
      // (No named function in here: the bench's TypeScript loader would wrap it in a helper the page lacks.)
      let db: IDBDatabase | null = null;
      for (let i = 0; i < 200; i++) {
        db = await new Promise<IDBDatabase>((resolve, reject) => {
          // Version 1 with the app's own schema (taskStore.ts): should this open be the one that
          // creates the database (Chromium may list it while the app's open is still queued), the
          // app's later open finds the same store instead of an empty database.
          const req = indexedDB.open('storefront-sync', 1);
          req.onupgradeneeded = () => req.result.createObjectStore('tasks', { keyPath: 'task_id' }).createIndex('kind', 'kind');
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        if (db.objectStoreNames.contains('tasks')) break;
        db.close();
        await new Promise((r) => setTimeout(r, 50));
      }
      if (!db || !db.objectStoreNames.contains('tasks'))
        throw new Error(`queue database v${db?.version} has stores [${[...(db?.objectStoreNames ?? [])].join(',')}]`);
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('tasks', 'readwrite');
        for (const r of records) tx.objectStore('tasks').put(r);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, tasks);

    const start = performance.now();
    server.network.setOffline(false);
    await context.setOffline(false);
    const deadline = start + 180_000;
    let stored = 0;
    while (performance.now() < deadline) {
      const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = any($1)', [ids]);
      stored = rows[0].n;
      if (stored >= n) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = Math.round((performance.now() - start) / 100) / 10;
    if (stored < n) throw new Error(`only ${stored} of ${n} queued orders reached the server within 180 s`);
    return { orders: n, stored, seconds };
  } finally {
    await browser.close();
  }
}
