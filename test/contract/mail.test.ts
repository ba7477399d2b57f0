// @vitest-environment node
// Every mail goes through the outbox and a REAL SMTP server process (test/smtp), never a fake transport.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../smtp/smtpServer.ts';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { call, login, orderBody, PASSWORD, shopper, uniqueEmail } from './userSession.ts';
import { LINK_NOT_VALID, NOT_YOUR_ADDRESS, SIGN_IN_OR_LINK } from '../../server/routes/ext/newsletter.ts';

const SHOP = 'hello@healthfood.example';
const NEWSLETTER = '/api/ext/mailchimp-subscribe/subscribe';

describe.each(backendNames)('mail (%s)', (backend) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await makeTestApp(backend, { env: { SMTP_URL: smtp.url, MAIL_FROM: SHOP, PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const outbox = async (to: string) =>
    (
      await t.db.query<{ kind: string; subject: string; text_body: string; sent_at: Date | null; last_error: string | null; reply_to: string | null }>(
        'select kind, subject, text_body, sent_at, last_error, reply_to from outbox where to_address = $1 order by id',
        [to],
      )
    ).rows;
  const sentAt = async (to: string) => {
    for (let i = 0; i < 50 && (await outbox(to)).some((m) => !m.sent_at); i++) await new Promise((r) => setTimeout(r, 100));
    return (await outbox(to)).map((m) => m.sent_at);
  };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const newsletterStatus = async (email: string) =>
    (await t.db.query<{ status: string }>('select status from newsletter_subscriber where email = lower($1)', [email])).rows[0]?.status;

  it('resets a forgotten password through the mailed link, once, and ends the old sessions', async () => {
    const s = await shopper(t.app, 'forgot');
    expect((await post('/api/user/reset-password', { email: s.email })).json()).toEqual({ code: 200, result: true });
    const mail = await smtp.waitFor((m) => m.to.includes(s.email));
    expect(mail.from).toBe(SHOP);
    const link = /https:\/\/shop\.example\/Account\/Reset-Password\?link=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const hash = link![1];
    const [row] = await outbox(s.email);
    expect(row.kind).toBe('password-reset');
    expect(row.text_body).toContain(hash);
    expect(await sentAt(s.email)).toEqual([expect.any(Date)]);

    const who = await t.app.inject({ method: 'GET', url: `/api/account/GetUserIDFromPasswordLink?forgotPasswordHash=${hash}` });
    expect(who.json()).toEqual({ code: 200, result: { id: s.profile.id, email: s.email, resetToken: hash } });

    const mismatch = await post('/api/user/create-password', { email: 'someone@else.example', newPassword: 'brand new pass', resetToken: hash });
    expect(mismatch.json()).toEqual({ code: 400, result: { errorMessage: 'The password token is mismatched. Reset and try again.', code: 400 } });
    expect((await post('/api/user/create-password', { email: s.email, newPassword: 'brand new pass' })).json()).toEqual({
      code: 400,
      result: 'resetToken not provided',
    });
    expect((await post('/api/user/create-password', { email: s.email, newPassword: 'brand new pass', resetToken: hash })).json()).toEqual({
      code: 200,
      result: true,
    });

    await login(t.app, s.email, 'brand new pass');
    expect((await post('/api/user/login', { username: s.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/me', s.token)).statusCode).toBe(401);
    // The link works once.
    expect((await post('/api/user/create-password', { email: s.email, newPassword: 'third password', resetToken: hash })).json().result.errorMessage).toBe(
      'The password token is mismatched. Reset and try again.',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/account/GetUserIDFromPasswordLink?forgotPasswordHash=${hash}` })).statusCode).toBe(400);
  });

  it('confirms a reset with the link token alone (confirm-password-reset) and refuses an expired link', async () => {
    const s = await shopper(t.app, 'confirm');
    await post('/api/user/reset-password', { email: s.email });
    const hash = /link=([\w-]+)/.exec((await smtp.waitFor((m) => m.to.includes(s.email))).text)![1];
    expect((await post('/api/user/confirm-password-reset', { resetToken: hash, newPassword: 'short' })).json().result.errorMessage).toBe(
      'Password must have at least 8 letters',
    );
    expect((await post('/api/user/confirm-password-reset', { resetToken: hash, newPassword: 'confirmed pass' })).json()).toEqual({ code: 200, result: true });
    await login(t.app, s.email, 'confirmed pass');

    await post('/api/user/reset-password', { email: s.email });
    await t.db.query("update password_reset set expires_at = now() - interval '1 second' where used_at is null");
    const late = (await smtp.waitFor((m) => m.to.includes(s.email) && !m.text.includes(hash))).text;
    const expired = /link=([\w-]+)/.exec(late)![1];
    expect((await post('/api/user/confirm-password-reset', { resetToken: expired, newPassword: 'too late pass' })).json().result.errorMessage).toBe(
      'The password token is expired. Reset and try again.',
    );
  });

  it('answers an unknown e-mail like a known one, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await post('/api/user/reset-password', { email })).json()).toEqual({ code: 200, result: true });
    expect(await outbox(email)).toEqual([]);
    expect((await post('/api/user/reset-password', {})).json()).toEqual({ code: 400, result: 'Invalid e-mail provided!' });
  });

  it('subscribes to the newsletter once, mailing a 10% coupon code, and unsubscribes', async () => {
    const email = uniqueEmail('news');
    expect((await post('/api/ext/mailchimp-subscribe/subscribe', { email })).json()).toEqual({ code: 200, result: true });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toContain('10% off');
    const code = /WELCOME10-[A-Z0-9]{8}/.exec(mail.text)?.[0];
    expect(code).toBeDefined();
    const { rows } = await t.db.query<{ status: string; coupon_code: string }>('select status, coupon_code from newsletter_subscriber where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ status: 'subscribed', coupon_code: code }]);
    await post('/api/ext/mailchimp-subscribe/subscribe', { email: email.toUpperCase() });
    expect(await outbox(email)).toHaveLength(1);
    // The mail's link ends the subscription: the PWA's page with the address and the subscriber's key.
    const link = new URL(/https:\/\/shop\.example\/newsletter\/unsubscribe\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe(email);
    const key = link.searchParams.get('key')!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const del = await t.app.inject({ method: 'DELETE', url: NEWSLETTER, payload: { email, key } });
    expect(del.json()).toEqual({ code: 200, result: true });
    expect(await newsletterStatus(email)).toBe('unsubscribed');
    // A DELETE without a body names the address and key in the query.
    await post(NEWSLETTER, { email });
    expect(await newsletterStatus(email)).toBe('subscribed');
    expect((await t.app.inject({ method: 'DELETE', url: `${NEWSLETTER}?${new URLSearchParams({ email, key })}` })).json()).toEqual({
      code: 200,
      result: true,
    });
    expect(await newsletterStatus(email)).toBe('unsubscribed');
    expect((await post('/api/ext/mailchimp-subscribe/subscribe', { email: 'nope' })).json()).toEqual({
      code: 400,
      result: 'Please provide valid e-mail address',
    });
  });

  it('lets a mail program end the subscription in one click (List-Unsubscribe, RFC 8058), and nothing else does', async () => {
    const email = uniqueEmail('one-click');
    await post(NEWSLETTER, { email });
    const { raw } = await smtp.waitFor((m) => m.to.includes(email));
    const header = (name: string) =>
      new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
        .exec(raw)?.[1]
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https:\/\/shop\.example\/api\/ext\/mailchimp-subscribe\/unsubscribe\?\S+)>$/.exec(header('List-Unsubscribe') ?? '')?.[1];
    expect(address, raw).toBeDefined();
    const oneClick = new URL(address!);
    expect(oneClick.searchParams.get('email')).toBe(email);
    const path = `${oneClick.pathname}${oneClick.search}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    // A link scanner's GET, or a wrong key, ends nothing.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const wrongKey = new URL(oneClick);
    wrongKey.searchParams.set('key', '0'.repeat(32));
    const refused = await t.app.inject({ method: 'POST', url: `${wrongKey.pathname}${wrongKey.search}`, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.json()).toEqual({ code: 403, result: LINK_NOT_VALID });
    expect(await newsletterStatus(email)).toBe('subscribed');

    // The mail program's POST, form-encoded or multipart.
    const ended = await t.app.inject({ method: 'POST', url: path, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(ended.json()).toEqual({ code: 200, result: true });
    expect(await newsletterStatus(email)).toBe('unsubscribed');
    await post(NEWSLETTER, { email });
    const multipart = '--b0undary\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0undary--\r\n';
    const again = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, payload: multipart });
    expect(again.json()).toEqual({ code: 200, result: true });
    expect(await newsletterStatus(email)).toBe('unsubscribed');

    // Only newsletter mails carry the header.
    const { rows } = await t.db.query<{ kind: string }>('select distinct kind from outbox where list_unsubscribe is not null');
    expect(rows).toEqual([{ kind: 'newsletter-welcome' }]);
  });

  it('takes nobody off the newsletter by a bare address or a wrong key, and a signed-in shopper only their own address', async () => {
    const reader = uniqueEmail('reader');
    await post(NEWSLETTER, { email: reader });
    const key = new URL(/https:\/\/\S+unsubscribe\?\S+/.exec((await smtp.waitFor((m) => m.to.includes(reader))).text)![0]).searchParams.get('key')!;
    const refused = async (status: number, message: string, request: { url?: string; payload?: object; token?: string }) => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: request.url ?? NEWSLETTER,
        payload: request.payload,
        headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
      });
      expect(res.json(), JSON.stringify(request)).toEqual({ code: status, result: message });
      expect(await newsletterStatus(reader)).toBe('subscribed');
    };
    await refused(401, SIGN_IN_OR_LINK, { payload: { email: reader } });
    await refused(401, SIGN_IN_OR_LINK, { url: `${NEWSLETTER}?email=${encodeURIComponent(reader)}` });
    await refused(401, SIGN_IN_OR_LINK, { payload: { email: reader, key: '' } });
    await refused(403, LINK_NOT_VALID, { payload: { email: reader, key: `${key.slice(1)}0` } });
    await refused(403, LINK_NOT_VALID, { payload: { email: uniqueEmail('other'), key } });

    // A signed-in shopper ends their own subscription, and no one else's.
    const s = await shopper(t.app, 'own-newsletter');
    await post(NEWSLETTER, { email: s.email });
    await refused(403, NOT_YOUR_ADDRESS, { payload: { email: reader }, token: s.token });
    const own = await t.app.inject({ method: 'DELETE', url: NEWSLETTER, headers: { authorization: `Bearer ${s.token}` } });
    expect(own.json()).toEqual({ code: 200, result: true });
    expect(await newsletterStatus(s.email)).toBe('unsubscribed');
    expect((await call(t.app, 'GET', NEWSLETTER, s.token)).json().result).toEqual({ email: s.email, subscribed: false });
  });

  it('sends the contact form to the shop only, with a valid mail-service token, and a copy on request', async () => {
    const token = (await t.app.inject({ method: 'GET', url: '/api/ext/mail-service/get-token' })).json().result;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const sender = uniqueEmail('contact');
    const letter = {
      sourceAddress: sender,
      targetAddress: SHOP,
      subject: 'Gluten-free bread?',
      emailText: 'Do you stock gluten-free bread?',
      confirmation: true,
    };
    expect((await post('/api/ext/mail-service/send-email', letter)).json()).toEqual({ code: 403, result: 'Email is not authorized!' });
    expect((await post('/api/ext/mail-service/send-email', { ...letter, token: `${token}x` })).statusCode).toBe(403);
    expect((await post('/api/ext/mail-service/send-email', { ...letter, token, targetAddress: 'victim@example.com' })).json()).toEqual({
      code: 400,
      result: 'Target email address is not from the whitelist!',
    });
    expect((await post('/api/ext/mail-service/send-email', { ...letter, token })).json()).toEqual({ code: 200, result: true });

    const toShop = await smtp.waitFor((m) => m.to.includes(SHOP) && m.subject === 'Gluten-free bread?');
    expect(toShop.text).toContain('Do you stock gluten-free bread?');
    expect(toShop.raw).toMatch(new RegExp(`^Reply-To: ${sender.replace(/[.+]/g, '\\$&')}`, 'mi'));
    const copy = await smtp.waitFor((m) => m.to.includes(sender));
    expect(copy.text).toContain('Do you stock gluten-free bread?');
  });

  it('mails the order confirmation after the order is stored', async () => {
    const s = await shopper(t.app, 'buyer');
    const res = await call(t.app, 'POST', '/api/order', s.token, orderBody(s.email));
    const { orderNumber } = res.json().result;
    const mail = await smtp.waitFor((m) => m.to.includes(s.email) && m.subject.includes(orderNumber));
    expect(mail.text).toContain('Grand total: R295.00');
    expect((await outbox(s.email)).map((m) => m.kind)).toEqual(['order-confirmation']);
  });

  it('never fails the request when the SMTP server is down: the outbox keeps the mail and the error', async () => {
    await smtp.stop();
    const email = uniqueEmail('down');
    const started = Date.now();
    expect((await post('/api/ext/mailchimp-subscribe/subscribe', { email })).json()).toEqual({ code: 200, result: true });
    expect(Date.now() - started).toBeLessThan(2000);
    for (let i = 0; i < 50 && !(await outbox(email))[0]?.last_error; i++) await new Promise((r) => setTimeout(r, 100));
    const [row] = await outbox(email);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});
