import { expect, test } from './fixtures.ts';
import { logIn, registerViaLogin, uniqueEmail } from './accountSteps.ts';
import { notification, waitForServiceWorker } from './helpers.ts';

/** Issue 5 journey 3: forgot password → the reset link from the outbox → new password → log in with it. */
test('a forgotten password is reset with the mailed link, and the new one logs in', async ({ page, browser, db, baseURL }) => {
  const who = { email: uniqueEmail('reset'), first: 'Ayanda', last: 'Zulu', password: 'old-password-1' };
  const first = await browser.newContext({ baseURL });
  await registerViaLogin(await first.newPage(), who);
  await first.close();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot the password?' }).click();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(form.getByText('Please provide valid e-mail address')).toBeVisible();
  await form.getByLabel('E-mail address').fill(who.email);
  await form.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText(`If there is an account registered with ${who.email}`)).toBeVisible();

  let body = '';
  await expect
    .poll(async () => {
      const { rows } = await db.query<{ text_body: string }>("select text_body from outbox where kind = 'password-reset' and to_address = $1", [who.email]);
      body = rows[0]?.text_body ?? '';
      return body;
    })
    .toContain('/Account/Reset-Password?link=');
  const link = new URL(/https?:\/\/\S+\/Account\/Reset-Password\?link=[^\s"<>]+/.exec(body)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Repeat password').fill('new-password-3');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Passwords must be identical')).toBeVisible();
  await page.getByLabel('Repeat password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  // Spec 001 §4: notice, then /login.
  await expect(notification(page, 'Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, who.email, 'new-password-2');
  await expect(page).toHaveURL(/\/my-account/);
});

test("forgot password while offline says 'Reset password feature does not work while offline!'", async ({ page, network }) => {
  await page.goto('/reset-password');
  // The app's chunks come from the service worker's precache once offline.
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await network.offline();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('E-mail address').fill('someone@example.co.za');
  await form.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Reset password feature does not work while offline!');
});
