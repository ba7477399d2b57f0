import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export const PROFILE = { id: 7, email: 'ann@example.com', firstname: 'Ann', lastname: 'Smith', group_id: 1, addresses: [], groupToken: 'g1' };

/** The user and cart calls the session makes, with a customer cart that may already hold lines. */
export function fakeAccounts(
  api: Pick<SetupServer, 'use'>,
  opts: { serverLines?: { item_id: number; sku: string; qty: number }[]; profile?: 'ok' | 'fail' } = {},
) {
  const s = { updates: [] as { sku: string; qty: number; item_id?: number }[], lines: [...(opts.serverLines ?? [])], auth: [] as (string | null)[], logins: 0 };
  const ok = (result: unknown, meta?: unknown) => HttpResponse.json({ code: 200, result, ...(meta ? { meta } : {}) });
  api.use(
    http.post('*/api/user/login', async ({ request }) => {
      s.logins += 1;
      const { password } = (await request.json()) as { password: string };
      return password === 'secret123'
        ? ok('tok', { refreshToken: 'ref' })
        : HttpResponse.json({ code: 401, result: 'You did not sign in correctly' }, { status: 401 });
    }),
    http.get('*/api/user/me', ({ request }) => {
      s.auth.push(request.headers.get('authorization'));
      return opts.profile === 'fail' ? HttpResponse.json({ code: 500, result: 'boom' }, { status: 500 }) : ok(PROFILE);
    }),
    http.get('*/api/user/order-history', () => ok({ items: [{ increment_id: '100001' }], total_count: 1 })),
    http.post('*/api/cart/create', ({ request }) => ok(request.headers.get('authorization') ? 42 : 'guest-cart')),
    http.get('*/api/cart/pull', () => ok(s.lines.map((l) => ({ ...l, name: l.sku, price: 10, product_type: 'simple', quote_id: '42' })))),
    http.post('*/api/cart/update', async ({ request }) => {
      const { cartItem } = (await request.json()) as { cartItem: { sku: string; qty: number; item_id?: number } };
      s.updates.push({ sku: cartItem.sku, qty: cartItem.qty, ...(cartItem.item_id ? { item_id: cartItem.item_id } : {}) });
      const line = s.lines.find((l) => l.item_id === cartItem.item_id) ?? { item_id: 900 + s.lines.length, sku: cartItem.sku, qty: 0 };
      line.qty = cartItem.qty;
      if (!s.lines.includes(line)) s.lines.push(line);
      return ok({ ...line, name: line.sku, price: 10, product_type: 'simple', quote_id: '42' });
    }),
    http.get('*/api/cart/totals', () => ok({ grand_total: 0, items: [], total_segments: [] })),
    // A server-only line the catalogue is asked about.
    http.get('*/api/catalog/*', () => HttpResponse.json({ hits: { hits: [], total: { value: 0 } } })),
  );
  return s;
}
