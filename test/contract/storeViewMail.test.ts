// @vitest-environment node
/**
 * Mails in the store view's language and currency (issue 13): order confirmation, password reset
 * and newsletter welcome, read from the outbox the mailer sends from (mail.test.ts proves the SMTP side).
 */
import { describe, expect, it } from 'vitest';
import { mailMoney } from '../../server/services/mail/templates.ts';
import { backendNames } from './backends.ts';
import { orderBody, setStock } from './cartHelpers.ts';
import { setUpTestApp } from './testApp.ts';
import { shopper, uniqueEmail } from './userSession.ts';
import { berlinAddress as berlin } from '../support/orderFixtures.ts';

describe('mail money', () => {
  it.each([
    [1234.5, 'ZAR', 'en', 'R1234.50'],
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [1234.5, 'EUR', 'it', '1.234,50 €'],
    [4.9, 'EUR', 'en', '€4.90'],
  ])('%d %s in %s: %s', (amount, currency, language, expected) => expect(mailMoney(amount, currency, language).replace(/\u00a0/g, ' ')).toBe(expected));
});

describe.each(backendNames)('mails per store view (%s)', (backend) => {
  describe.each([
    ['MULTISTORE unset', {}, ''],
    ['MULTISTORE=on', { MULTISTORE: 'on' }, '/de'],
  ])('%s', (_mode, env, prefix) => {
    const t = setUpTestApp(backend, () => setStock(t.db, 'FLOUR-1', 1000), { env: { ...env, PUBLIC_URL: 'https://shop.example' } });
    const mailTo = async (to: string) =>
      (
        await t.db.query<{ kind: string; subject: string; text_body: string }>(
          'select kind, subject, text_body from outbox where to_address = $1 order by id',
          [to],
        )
      ).rows;

    it('sends the order confirmation of a German order in German, with euro amounts', async () => {
      const email = uniqueEmail('lena');
      const addr = { ...berlin, email };
      const body = orderBody({ addressInformation: { ...orderBody().addressInformation, shippingAddress: addr, billingAddress: addr } });
      expect((await t.app.inject({ method: 'POST', url: '/api/order?storeCode=de', payload: body })).statusCode).toBe(200);
      const [mail] = await mailTo(email);
      expect(mail.subject).toMatch(/^Ihre Bestellung \d+ bei /);
      expect(mail.text_body.replace(/\u00a0/g, ' ')).toContain('Gesamtsumme: 119,00 €');
    });

    it('mails the password reset in the view’s language, the link inside the view when MULTISTORE is on', async () => {
      const s = await shopper(t.app, 'passwort');
      const res = await t.app.inject({ method: 'POST', url: '/api/user/reset-password', headers: { 'x-vs-store-code': 'de' }, payload: { email: s.email } });
      expect(res.json()).toEqual({ code: 200, result: true });
      const [mail] = await mailTo(s.email);
      expect(mail.subject).toContain('Passwort');
      expect(mail.text_body).toMatch(new RegExp(`https://shop\\.example${prefix}/Account/Reset-Password\\?link=[\\w-]+`));
    });

    it('welcomes an Italian newsletter subscriber in Italian, an unnamed view in English, each with its unsubscribe link', async () => {
      const [it_, en] = [uniqueEmail('giulia'), uniqueEmail('thandi')];
      await t.app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe?storeCode=it', payload: { email: it_ } });
      await t.app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', payload: { email: en } });
      const [italian] = await mailTo(it_);
      expect(italian.subject).toMatch(/^Benvenuto nella newsletter/);
      const itPrefix = prefix && '/it';
      expect(italian.text_body).toMatch(
        new RegExp(`Per non ricevere più la nostra newsletter, apri questo link:\\nhttps://shop\\.example${itPrefix}/newsletter/unsubscribe\\?email=`),
      );
      const [english] = await mailTo(en);
      expect(english.subject).toMatch(/^Welcome to the .* newsletter/);
      expect(english.text_body).toMatch(/To stop receiving our newsletter, open this link:\nhttps:\/\/shop\.example\/newsletter\/unsubscribe\?email=/);
    });
  });
});
