// @vitest-environment node
/**
 * Issue 12, defect 6: the request log had `url:"…?token=<token>"`. A session's worth of account
 * calls is logged at the most verbose level, then the log is searched for every secret they used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/plugins/logging.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { call, login, PASSWORD, register, uniqueEmail } from './userSession.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/user/me?token=abc.def.ghi', '/api/user/me?token=[redacted]'],
    ['/api/cart/pull?cartId=12&token=abc', '/api/cart/pull?cartId=12&token=[redacted]'],
    ['/api/account/GetUserIDFromPasswordLink?forgotPasswordHash=xyz', '/api/account/GetUserIDFromPasswordLink?forgotPasswordHash=[redacted]'],
    [
      '/x?resetToken=a&link=b&password=c&refreshToken=d&apiKey=e',
      '/x?resetToken=[redacted]&link=[redacted]&password=[redacted]&refreshToken=[redacted]&apiKey=[redacted]',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/api/stock/list?skus=A,B', '/api/stock/list?skus=A,B'],
    ['/api/', '/api/'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the log of an account session', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { log: { level: 'trace', stream: { write: (line) => void lines.push(line) } } });
  });
  afterAll(() => t.close());

  it('holds none of the tokens, reset links or passwords the session used', async () => {
    const email = uniqueEmail('logged');
    await register(t.app, email);
    const first = await login(t.app, email);
    const secrets = [PASSWORD, first.token, first.refreshToken];

    await call(t.app, 'GET', '/api/user/me', first.token, undefined, 'query');
    await call(t.app, 'GET', '/api/user/me', first.token, undefined, 'header');
    await call(t.app, 'GET', '/api/user/order-history?pageSize=5', first.token, undefined, 'query');
    await call(t.app, 'POST', '/api/cart/create', first.token);
    const refreshed = (await t.app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken: first.refreshToken } })).json();
    secrets.push(refreshed.result, refreshed.meta.refreshToken);
    // Failures are logged too: a bad URL, a foreign token, a wrong password.
    await t.app.inject({ method: 'GET', url: `/api/sync/order/a%E0%A4%A?token=${first.token}` });
    await call(t.app, 'GET', '/api/user/me', `${first.token}x`);
    await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password: 'not the password 9' } });

    const newPassword = 'a new secret 42';
    secrets.push('not the password 9', newPassword);
    expect((await call(t.app, 'POST', '/api/user/change-password', refreshed.result, { currentPassword: PASSWORD, newPassword })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email } })).statusCode).toBe(200);
    const mail = (await t.db.query<{ text_body: string }>("select text_body from outbox where to_address = $1 and kind = 'password-reset'", [email])).rows[0];
    const resetToken = /link=([\w-]+)/.exec(mail.text_body)![1];
    const finalPassword = 'the final secret 7';
    secrets.push(resetToken, finalPassword);
    expect((await t.app.inject({ method: 'GET', url: `/api/account/GetUserIDFromPasswordLink?forgotPasswordHash=${resetToken}` })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/create-password', payload: { email, resetToken, newPassword: finalPassword } })).statusCode,
    ).toBe(200);
    const mailToken = (await t.app.inject({ method: 'GET', url: '/api/ext/mail-service/get-token' })).json().result;
    secrets.push(mailToken);
    // The newsletter's unsubscribe key, in the mailed page's URL and in a DELETE's query.
    await t.app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', payload: { email } });
    const welcome = (await t.db.query<{ text_body: string }>("select text_body from outbox where to_address = $1 and kind = 'newsletter-welcome'", [email]))
      .rows[0];
    const unsubscribePage = new URL(/\S+\/newsletter\/unsubscribe\?\S+/.exec(welcome.text_body)![0]);
    secrets.push(unsubscribePage.searchParams.get('key')!);
    await t.app.inject({ method: 'GET', url: `${unsubscribePage.pathname}${unsubscribePage.search}` });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ext/mailchimp-subscribe/subscribe${unsubscribePage.search}` })).statusCode).toBe(200);

    const log = lines.join('');
    // The log was really written, with the requests in it.
    expect(log).toContain('/api/user/me?token=[redacted]');
    expect(log).toContain(`forgotPasswordHash=[redacted]`);
    // The subscriber's address is personal data: out of the request line too.
    expect(log).toContain('/newsletter/unsubscribe?email=[redacted]&key=[redacted]');
    expect(log).toContain('/api/ext/mailchimp-subscribe/subscribe?email=[redacted]&key=[redacted]');
    expect(log).not.toContain(encodeURIComponent(email));
    expect(log).not.toContain(email);
    expect(log.split('\n').length).toBeGreaterThan(20);
    for (const secret of secrets) expect(log.includes(secret), `a secret is in the log: ${secret.slice(0, 6)}…`).toBe(false);
    expect(log.toLowerCase()).not.toContain('bearer');
  }, 60_000);
});
