/** Test helper: msw handlers for the account endpoints (contract §3) with one logged-in customer. */
import { http, HttpResponse } from 'msw';
import type { UserProfile } from '../../src/features/user/userSlice';
import type { Order } from '../../src/features/account/orderTypes';
import type { RootState } from '../../src/app/store';

export const TOKEN = 'tok-123';

export function customer(overrides: Partial<UserProfile> = {}): UserProfile & Record<string, unknown> {
  return {
    id: 42,
    group_id: 1,
    email: 'thandi@example.com',
    firstname: 'Thandi',
    lastname: 'Nkosi',
    addresses: [],
    custom_attributes: [{ attribute_code: 'loyalty_card_number', value: '2000000000428' }],
    ...overrides,
  };
}

export function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    entity_id: id,
    increment_id: String(100000000 + id),
    created_at: '2024-03-05 08:07:00',
    status: 'pending',
    grand_total: 245.5,
    subtotal_incl_tax: 230,
    shipping_incl_tax: 15.5,
    discount_amount: 0,
    tax_amount: 32.02,
    items: [{ item_id: id * 10, sku: 'ALMOND-FLOUR-1KG', name: 'Organic Almond Flour 1kg', qty_ordered: 2, price_incl_tax: 115, row_total_incl_tax: 230 }],
    billing_address: { firstname: 'Thandi', lastname: 'Nkosi', street: ['12 Long Street', '-'], city: 'Cape Town', postcode: '8001', country_id: 'ZA' },
    extension_attributes: {
      shipping_assignments: [
        {
          shipping: {
            address: { firstname: 'Thandi', lastname: 'Nkosi', street: ['12 Long Street', 'Flat 3'], city: 'Cape Town', postcode: '8001', country_id: 'ZA' },
          },
        },
      ],
    },
    ...overrides,
  };
}

/** The store of a shopper logged in as `customer()` with TOKEN. */
export function loggedInState(): Partial<RootState> {
  return {
    user: {
      token: TOKEN,
      refreshToken: null,
      groupToken: null,
      groupId: null,
      current: customer(),
      current_storecode: 'default',
      session_started: null,
      orders_history: null,
    },
  };
}

/** Records what the client sent; answers as the contract says, and 401 for any other token. */
export function accountServer(opts: { profile?: ReturnType<typeof customer>; orders?: Order[] } = {}) {
  let profile = opts.profile ?? customer();
  const orders = opts.orders ?? [];
  const sent: { profileUpdates: unknown[]; historyQueries: URLSearchParams[] } = { profileUpdates: [], historyQueries: [] };
  const authorised = (request: Request) => request.headers.get('authorization') === `Bearer ${TOKEN}`;
  const unauthorised = () => HttpResponse.json({ code: 401, result: 'Unauthorized' }, { status: 401 });
  const handlers = [
    http.get('*/api/user/me', ({ request }) => (authorised(request) ? HttpResponse.json({ code: 200, result: profile }) : unauthorised())),
    http.post('*/api/user/me', async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json()) as { customer: Partial<UserProfile> };
      sent.profileUpdates.push(body);
      profile = { ...profile, ...body.customer };
      return HttpResponse.json({ code: 200, result: profile });
    }),
    http.get('*/api/user/order-history', ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const q = new URL(request.url).searchParams;
      sent.historyQueries.push(q);
      const size = Number(q.get('pageSize') ?? 20);
      const page = Number(q.get('currentPage') ?? 1);
      return HttpResponse.json({ code: 200, result: { items: orders.slice((page - 1) * size, page * size), total_count: orders.length } });
    }),
  ];
  return {
    handlers,
    sent,
    get profile() {
      return profile;
    },
  };
}
