import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { notification } from './helpers.ts';

/** Shopper steps of the offline-order journeys (offline-order.spec.ts). */

/** A product from the demo catalogue in the cart, the checkout filled in up to "Place order". */
export async function fillCheckout(page: Page): Promise<void> {
  await page.goto('/c/baking-mixes');
  await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();

  await page.goto('/checkout');
  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Nkosi');
  await page.getByLabel('E-mail address').fill('thandi@example.co.za');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  await page.getByLabel('Street address').fill('12 Long Street');
  await page.getByLabel('City').fill('Cape Town');
  await page.getByLabel('Province / State').selectOption('Western Cape');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('Phone number').fill('0821234567');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByLabel(/I accept the/).check();
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
