/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { config } from '../src/lib/config';
import { confirmWaitingOrders, notifyWhileClosed, type WorkerNotifier } from '../src/api/queue/orderNotice';
import { ORDER_QUEUE, replayOrders } from '../src/api/queue/orderTask';
import { ORDER_QUEUE_CHANGED } from '../src/api/queue/orderMessages';

declare let self: ServiceWorkerGlobalScope;
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The shell and every locale chunk (DESIGN decision 4); old precaches of earlier versions go.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links open offline: every navigation gets the precached shell, the router resolves the path.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/img\//, /^\/sandbox\//] }));

/**
 * A server error (5xx) while online is answered with the copy from the last visit when there is one,
 * as a lost connection is: the shopper keeps the page they had (a category failing for a moment
 * must not read as "not found"). Without a copy the error goes to the page as the server sent it
 * (the contract's envelope). The copy given back is not stored again, so it does not look fresher.
 */
function serverErrorUsesCopy(cacheName: string): WorkboxPlugin {
  return {
    // `state` is this plugin's own for the one request being handled.
    fetchDidSucceed: async ({ request, response, state }) => {
      if (response.status < 500) return response;
      const copy = await (await caches.open(cacheName)).match(request);
      if (!copy) return response;
      if (state) state.copy = true;
      return copy;
    },
    cacheWillUpdate: async ({ response, state }) => (state?.copy ? null : response),
  };
}

// Catalogue and CMS reads: fresh when the network answers within 3 s, else the copy from the last visit.
const CATALOG_CACHE = 'catalog';
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/api\/(catalog|ext\/cms-data)\//.test(url.pathname),
  new NetworkFirst({
    cacheName: CATALOG_CACHE,
    networkTimeoutSeconds: 3,
    // Always ask the server (with the validator the browser keeps: a 304 when nothing changed), so
    // a price or stock change is seen at once; the copy here is for offline and slow networks only.
    fetchOptions: { cache: 'no-cache' },
    plugins: [
      serverErrorUsesCopy(CATALOG_CACHE),
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 86400 }),
    ],
  }),
);

// Product images never change under the same URL.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true })],
  }),
);

/**
 * Replays confirmed queued orders with the page's own queue module (STYLE 9), then tells open pages
 * to report the outcome and ask about unconfirmed orders. With `retry`, a failed send rejects so
 * Background Sync tries again later with back-off.
 */
async function replay(retry: boolean): Promise<void> {
  // No page of the shop is open: the worker is the one to tell the shopper (a system notification),
  // and with automatic transmission it sends waiting orders without asking (spec 001 §2).
  const closed = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length === 0;
  if (closed && config.orders.automaticTransmission) await confirmWaitingOrders();
  const report = await replayOrders(false);
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: ORDER_QUEUE_CHANGED });
  if (closed) await notifyWhileClosed(notifier).catch(() => undefined);
  if (retry && report.retry.length) throw new Error('Queued orders could not be sent yet');
}

const notifier: WorkerNotifier = {
  canNotify: () => typeof Notification !== 'undefined' && Notification.permission === 'granted',
  show: (title, options) => self.registration.showNotification(title, options),
};

/** Opening a queue notification opens the shop (or brings an open page forward), which asks or reports. */
async function openShop(url: string): Promise<void> {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = open[0];
  if (page) {
    await page.focus();
    page.postMessage({ type: ORDER_QUEUE_CHANGED });
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(openShop(url));
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === ORDER_QUEUE) sync.waitUntil(replay(true));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // The update prompt's reload action (src/app/serviceWorker.ts).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Fallback trigger where Background Sync is missing.
  if (type === 'REPLAY_ORDER_QUEUE') event.waitUntil(replay(false).catch(() => undefined));
});

clientsClaim();
