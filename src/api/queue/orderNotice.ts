import type { SyncTask } from './syncTask';
import { listTasks, updateTask } from './taskStore';
import { confirmationOf, orderStored, type OrderNoticeTexts } from './orderTask';

export type { OrderNoticeTexts };

/**
 * System notifications about queued orders, shown by the service worker when the device is back
 * online while no page of the shop is open (issue 10, "Order waiting!" when the shop is closed).
 * The worker has no i18next: the page translates the texts when it queues the order, in the
 * shopper's language, and keeps them in the task (`meta.notice`). No Redux, no window.
 */
/** One notification at a time for the queue: a newer one replaces the older one. */
export const ORDER_NOTICE_TAG = 'order-queue';

export interface WorkerNotifier {
  /** Notification permission is granted. */
  canNotify(): boolean;
  show(title: string, options: NotificationOptions & { data: { url: string } }): Promise<void>;
}

const noticeOf = (task: SyncTask): OrderNoticeTexts | null => {
  const n = task.meta.notice as Partial<OrderNoticeTexts> | undefined;
  return n && typeof n.waitingTitle === 'string' && typeof n.sentBody === 'string' ? (n as OrderNoticeTexts) : null;
};

const isOrder = (t: SyncTask) => t.kind === 'order';

/** Automatic transmission (spec 001 §2 orders.automaticTransmission): the worker confirms waiting orders itself. */
export async function confirmWaitingOrders(now = new Date()): Promise<number> {
  let confirmed = 0;
  for (const t of (await listTasks('order')).filter((task) => !task.transmited && !task.confirmed)) {
    await updateTask(t.task_id, (cur) => (cur.confirmed ? undefined : { ...cur, confirmed: true, updated_at: now.toISOString() }));
    confirmed += 1;
  }
  return confirmed;
}

/**
 * After a replay with no page open: "sent" for orders the worker just got stored (each once), else
 * "Order waiting!" for orders that wait for the shopper's confirmation (each once). Opening the
 * notification opens the shop, which asks 'Order waiting!' or reports the sent order.
 */
export async function notifyWhileClosed(notifier: WorkerNotifier): Promise<'sent' | 'waiting' | 'none'> {
  if (!notifier.canNotify()) return 'none';
  const tasks = (await listTasks()).filter(isOrder);
  const sent = tasks.filter((t) => t.transmited && orderStored(t) && !t.acknowledged && !t.meta.notifiedSent && noticeOf(t));
  if (sent.length) {
    const last = sent[sent.length - 1];
    const texts = noticeOf(last)!;
    const c = confirmationOf(last.result);
    const body = texts.sentBody.replaceAll('{{orderNumber}}', String(c.orderNumber ?? c.backendOrderId ?? last.task_id));
    await notifier.show(texts.sentTitle, { body, tag: ORDER_NOTICE_TAG, data: { url: '/' } });
    for (const t of sent) await updateTask(t.task_id, (cur) => ({ ...cur, meta: { ...cur.meta, notifiedSent: true } }));
    return 'sent';
  }
  const waiting = tasks.filter((t) => !t.transmited && !t.confirmed && !t.meta.notifiedWaiting && noticeOf(t));
  if (!waiting.length) return 'none';
  const texts = noticeOf(waiting[waiting.length - 1])!;
  await notifier.show(texts.waitingTitle, { body: texts.waitingBody, tag: ORDER_NOTICE_TAG, requireInteraction: true, data: { url: '/' } });
  for (const t of waiting) await updateTask(t.task_id, (cur) => ({ ...cur, meta: { ...cur.meta, notifiedWaiting: true } }));
  return 'waiting';
}
