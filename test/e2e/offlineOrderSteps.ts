import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { addProduct, fillCheckout as fillGuestCheckout } from './accountSteps.ts';
import { notification } from './helpers.ts';

/** Shopper steps of the offline-order journeys (offline-order.spec.ts). */

/** A product from the demo catalogue in the cart, the checkout filled in up to "Place order". */
export async function fillCheckout(page: Page): Promise<void> {
  await addProduct(page);
  await fillGuestCheckout(page, { email: 'thandi@example.co.za', first: 'Thandi', last: 'Nkosi' });
}

export interface QueuedTask {
  task_id: string;
  kind: string;
  confirmed: boolean;
  transmited: boolean;
}

/** The sync-task queue as the page sees it in IndexedDB (never creates the database itself). */
export function queuedTasks(page: Page): Promise<QueuedTask[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedTask[]>((resolve, reject) => {
        const open = indexedDB.open('storefront-sync');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('tasks')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('tasks').objectStore('tasks').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as QueuedTask[]).map(({ task_id, kind, confirmed, transmited }) => ({ task_id, kind, confirmed, transmited })));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Places the filled-in order while offline and returns its order_id (= the queued task's id). */
export async function placeOrderOffline(page: Page, goOffline: () => Promise<void>): Promise<string> {
  await goOffline();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order is saved on this device and will be sent as soon as you are online again.')).toBeVisible();
  const tasks = await queuedTasks(page);
  expect(tasks).toEqual([expect.objectContaining({ kind: 'order', confirmed: false, transmited: false })]);
  return tasks[0].task_id;
}

export const orderWaiting = (page: Page) => notification(page, 'Order waiting!');
export const confirmButton = (page: Page) => orderWaiting(page).getByRole('button', { name: 'Confirm and send' });
export const orderSent = (page: Page) => notification(page, /Your order \S+ has been sent/);
