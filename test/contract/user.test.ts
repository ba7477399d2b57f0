// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';
import { call, login, orderBody, PASSWORD, register, shopper, shopperAddress, uniqueEmail } from './userSession.ts';

describe.each(backendNames)('user accounts (%s)', (backend) => {
  const t = setUpTestApp(backend);

  it("registers a customer in Magento's shape and stores only a salted scrypt hash", async () => {
    const email = uniqueEmail('reg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { customer: { email, firstname: 'Thandi', lastname: 'Nkosi', addresses: [{ ...shopperAddress, default_shipping: true }] }, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const c = res.json().result;
    expect(c).toMatchObject({
      id: expect.any(Number),
      group_id: 1,
      email,
      firstname: 'Thandi',
      lastname: 'Nkosi',
      store_id: 1,
      website_id: 1,
      disable_auto_group_change: 0,
    });
    expect(c.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(c.addresses).toEqual([{ ...shopperAddress, default_shipping: true, id: expect.any(Number), customer_id: c.id }]);
    expect(c.default_shipping).toBe(String(c.addresses[0].id));
    expect(c).not.toHaveProperty('password_hash');
    const { rows } = await t.db.query<{ password_hash: string }>('select password_hash from customer where id = $1', [c.id]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(rows[0].password_hash).not.toContain(PASSWORD);
    // Same password, different salt: no two hashes alike.
    const other = await register(t.app, uniqueEmail('reg'));
    const hashes = await t.db.query<{ password_hash: string }>('select password_hash from customer where id = any($1::int[])', [[c.id, other.id]]);
    expect(new Set(hashes.rows.map((r) => r.password_hash.split('$')[5])).size).toBe(2);
  });

  it.each([
    [{ email: 'not-an-email', firstname: 'Thandi', lastname: 'Nkosi' }, PASSWORD, 'Please provide valid e-mail address'],
    [{ email: 'short@example.com', firstname: 'Thandi', lastname: 'Nkosi' }, 'short', 'Password must have at least 8 letters'],
    [{ email: 'name@example.com', firstname: 'T', lastname: 'Nkosi' }, PASSWORD, 'firstname: Name must have at least 2 letters'],
    [
      { email: 'zip@example.com', firstname: 'Thandi', lastname: 'Nkosi', addresses: [{ ...shopperAddress, postcode: '80' }] },
      PASSWORD,
      'addresses[0].postcode: Zip-code must have at least 3 letters',
    ],
  ])('refuses a registration with a 400 and the spec text: %j', async (customer, password, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/create', payload: { customer, password } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: message });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await register(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { customer: { email: email.toUpperCase(), firstname: 'Other', lastname: 'Person' }, password: PASSWORD },
    });
    expect(res.json()).toEqual({ code: 400, result: 'A customer with the same email already exists in an associated website.' });
  });

  it('logs in with the token in result and the refresh token in meta; a wrong password is a 401', async () => {
    const email = uniqueEmail('login');
    await register(t.app, email);
    const ok = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password: PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      code: 200,
      result: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      meta: { refreshToken: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password: 'wrong password' } });
    expect(bad.json()).toEqual({
      code: 401,
      result: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: uniqueEmail('nobody'), password: PASSWORD } });
    expect(unknown.json().code).toBe(401);
  });

  it('answers the profile with groupToken and group_id for ?token= and for a bearer header', async () => {
    const s = await shopper(t.app, 'me');
    for (const via of ['query', 'header'] as const) {
      const res = await call(t.app, 'GET', '/api/user/me', s.token, undefined, via);
      expect(res.statusCode).toBe(200);
      const me = res.json().result;
      expect(me).toMatchObject({ id: s.profile.id, email: s.email, group_id: 1, groupToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
      expect(me.custom_attributes).toEqual([{ attribute_code: 'loyalty_card_number', value: expect.stringMatching(/^200\d{10}$/) }]);
      const payload = JSON.parse(Buffer.from(me.groupToken.split('.')[1], 'base64url').toString());
      expect(payload).toMatchObject({ typ: 'group', group_id: 1, id: s.profile.id, user: s.email });
    }
    expect((await call(t.app, 'GET', '/api/user/me', null)).json()).toEqual({ code: 401, result: "The consumer isn't authorized to access self." });
  });

  it('changes only first name, last name and addresses', async () => {
    const s = await shopper(t.app, 'edit', { addresses: [shopperAddress] });
    const [home] = s.profile.addresses;
    const res = await call(t.app, 'POST', '/api/user/me', s.token, {
      customer: {
        email: 'hijack@example.com',
        firstname: 'Lindiwe',
        lastname: 'Dube',
        group_id: 3,
        id: 1,
        addresses: [
          { ...home, city: 'Durban', postcode: '4001' },
          { ...shopperAddress, street: ['1 New Road'], default_billing: true },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const me = res.json().result;
    expect(me).toMatchObject({ id: s.profile.id, email: s.email, group_id: 1, firstname: 'Lindiwe', lastname: 'Dube', groupToken: expect.any(String) });
    expect(me.addresses.map((a: { id: number; city: string }) => [a.id === home.id, a.city])).toEqual([
      [true, 'Durban'],
      [false, 'Cape Town'],
    ]);
    expect(me.default_billing).toBe(String(me.addresses[1].id));
    // Leaving an address out removes it (Magento replaces the list).
    const fewer = await call(t.app, 'POST', '/api/user/me', s.token, { customer: { addresses: [me.addresses[1]] } });
    expect(fewer.json().result.addresses.map((a: { id: number }) => a.id)).toEqual([me.addresses[1].id]);
  });

  it("lists the shopper's orders newest first, 20 a page, in Magento's search-result shape", async () => {
    const s = await shopper(t.app, 'history');
    const placed: string[] = [];
    for (const qty of [1, 2, 3]) {
      const res = await call(t.app, 'POST', '/api/order', s.token, orderBody(s.email, { products: [{ sku: 'FLOUR-1', qty }] }));
      expect(res.statusCode).toBe(200);
      placed.push(res.json().result.orderNumber);
    }
    const res = await call(t.app, 'GET', '/api/user/order-history', s.token);
    expect(res.statusCode).toBe(200);
    const { items, search_criteria, total_count } = res.json().result;
    expect(total_count).toBe(3);
    expect(search_criteria).toMatchObject({ page_size: 20, current_page: 1 });
    expect(items.map((o: { increment_id: string }) => o.increment_id)).toEqual([...placed].reverse());
    // 3 × 115.00 + 65.00 courier.
    expect(items[0]).toMatchObject({ customer_id: s.profile.id, status: 'pending', grand_total: 410, customer_email: s.email, order_currency_code: 'ZAR' });
    expect(items[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(items[0].items).toEqual([
      expect.objectContaining({ sku: 'FLOUR-1', name: 'Almond Flour 1kg', qty_ordered: 3, price_incl_tax: 115, row_total_incl_tax: 345 }),
    ]);
    const page2 = (await call(t.app, 'GET', '/api/user/order-history?pageSize=2&currentPage=2', s.token)).json().result;
    expect(page2.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([placed[0]]);
    expect(page2.total_count).toBe(3);
  });

  it('changes the password (errors in result.errorMessage) and ends the other sessions', async () => {
    const s = await shopper(t.app, 'pw');
    const other = await login(t.app, s.email);
    const wrong = await call(t.app, 'POST', '/api/user/change-password', s.token, { currentPassword: 'not it at all', newPassword: 'new password 2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().result.errorMessage).toBe("The password doesn't match this account.");
    const short = await call(t.app, 'POST', '/api/user/change-password', s.token, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.json().result.errorMessage).toBe('Password must have at least 8 letters');
    const noToken = await call(t.app, 'POST', '/api/user/change-password', null, { currentPassword: PASSWORD, newPassword: 'new password 2' });
    expect(noToken.json()).toEqual({ code: 401, result: { errorMessage: "The consumer isn't authorized to access self.", code: 401 } });

    const ok = await call(t.app, 'POST', '/api/user/change-password', s.token, { currentPassword: PASSWORD, newPassword: 'new password 2' });
    expect(ok.json()).toEqual({ code: 200, result: true });
    expect((await call(t.app, 'GET', '/api/user/me', s.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/me', other.token)).statusCode).toBe(401);
    await login(t.app, s.email, 'new password 2');
    const old = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: s.email, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
  });
});
