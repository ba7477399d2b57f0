import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './accountSteps.ts';
import { notification, scrollToFooter } from './helpers.ts';

/**
 * A guest signs up in the footer's popup; the welcome mail carries the coupon and a link to stop the
 * newsletter. The link's page asks before it unsubscribes (a mail scanner opening it changes nothing),
 * and the same link with its key altered is refused.
 */
test('a guest signs up in the footer, and the welcome mail’s link ends the subscription after asking', async ({ page, db }) => {
  const email = uniqueEmail('reader');
  await page.goto('/');
  await (await scrollToFooter(page)).getByRole('button', { name: 'Sign up' }).click();
  const popup = page.getByRole('dialog');
  await popup.getByLabel('E-mail address').fill(email);
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notification(page, 'You are subscribed. Your 10% off coupon is on its way to your inbox.')).toBeVisible();

  const status = async () => (await db.query<{ status: string }>('select status from newsletter_subscriber where email = $1', [email])).rows[0]?.status;
  const mail = async () =>
    (await db.query<{ text_body: string }>("select text_body from outbox where to_address = $1 and kind = 'newsletter-welcome'", [email])).rows[0]?.text_body;
  await expect.poll(mail).toContain('WELCOME10-');
  const link = new URL(/\S+\/newsletter\/unsubscribe\?\S+/.exec((await mail())!)![0]);
  expect(await status()).toBe('subscribed');

  // Altered, the link is refused and nothing changes.
  const forged = new URLSearchParams(link.search);
  forged.set('key', `${forged.get('key')!.slice(1)}0`);
  await page.goto(`/newsletter/unsubscribe?${forged}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(notification(page, 'This unsubscribe link is not valid. Please open the link in our newsletter e-mail again.')).toBeVisible();
  expect(await status()).toBe('subscribed');

  // Opened as mailed: nothing happens until the reader confirms.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Stop sending the newsletter to ${email}?`)).toBeVisible();
  expect(await status()).toBe('subscribed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have been unsubscribed from the newsletter.');
  expect(await status()).toBe('unsubscribed');
});
