import { REPLAY_ORDER_QUEUE } from '../../api/queue/orderMessages';
import { ORDER_QUEUE } from '../../api/queue/orderTask';

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the service worker to replay the order queue when connectivity allows, also after this tab
 * is closed: Background Sync where the browser has it, else a message to the active worker (the
 * fallback trigger). The old client registered sync only when a send threw while it believed it
 * was online, so an order placed offline never got one (vsf1-behaviour §3.6 weakness a).
 */
export async function requestOrderSync(): Promise<'sync' | 'message' | 'none'> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'none';
  try {
    const reg = await navigator.serviceWorker.getRegistration();
    if (!reg?.active) return 'none';
    const sync = (reg as ServiceWorkerRegistration & { sync?: SyncManager }).sync;
    if (sync) {
      await sync.register(ORDER_QUEUE);
      return 'sync';
    }
    if (navigator.onLine) {
      reg.active.postMessage({ type: REPLAY_ORDER_QUEUE });
      return 'message';
    }
  } catch {
    // Background Sync can be refused (permissions, private mode): the page still replays on start and online.
  }
  return 'none';
}
