/**
 * Test helper: an in-memory guest-cart server as msw handlers (contract §2), so component and
 * thunk tests see the real request/response shapes. Not imported by application code.
 */
import { delay, http, HttpResponse } from 'msw';
import type { ServerCartItem } from './cartApi';

export interface FakeCartServer {
  carts: Map<string, ServerCartItem[]>;
  calls: { path: string; body?: unknown }[];
  /** Make the next N update calls fail with this code and message. */
  failUpdates: (count: number, code?: number, message?: string) => void;
  handlers: ReturnType<typeof http.post>[];
}

export function fakeCartServer(opts: { latencyMs?: number } = {}): FakeCartServer {
  const carts = new Map<string, ServerCartItem[]>();
  const calls: FakeCartServer['calls'] = [];
  let failing = 0;
  let failure = { code: 500, message: 'Server error' };
  let nextCart = 1;
  let nextItem = 100;
  const ok = (result: unknown) => HttpResponse.json({ code: 200, result });
  const err = (code: number, result: string) => HttpResponse.json({ code, result }, { status: code });
  const cartOf = (request: Request) => carts.get(new URL(request.url).searchParams.get('cartId') ?? '');
  const wait = () => (opts.latencyMs ? delay(opts.latencyMs) : undefined);

  const handlers = [
    http.post('*/api/cart/create', async () => {
      calls.push({ path: 'create' });
      await wait();
      const id = `cart${nextCart++}`;
      carts.set(id, []);
      return ok(id);
    }),
    http.post('*/api/cart/update', async ({ request }) => {
      const body = (await request.json()) as { cartItem: ServerCartItem & { quoteId: string } };
      calls.push({ path: 'update', body });
      await wait();
      const cart = cartOf(request);
      if (!cart) return err(404, 'No such entity with cartId');
      if (failing > 0) {
        failing -= 1;
        return err(failure.code, failure.message);
      }
      const { cartItem } = body;
      let line = cartItem.item_id ? cart.find((l) => l.item_id === cartItem.item_id) : undefined;
      if (cartItem.item_id && !line) return err(404, 'No such entity with itemId');
      if (!line) {
        line = { item_id: nextItem++, sku: cartItem.sku, qty: 0, quote_id: cartItem.quoteId, product_type: 'simple' };
        cart.push(line);
      }
      line.qty = cartItem.qty;
      return ok(line);
    }),
    http.post('*/api/cart/delete', async ({ request }) => {
      const body = (await request.json()) as { cartItem: { item_id: number } };
      calls.push({ path: 'delete', body });
      const id = new URL(request.url).searchParams.get('cartId') ?? '';
      carts.set(id, (carts.get(id) ?? []).filter((l) => l.item_id !== body.cartItem.item_id));
      return ok(true);
    }),
    http.get('*/api/cart/totals', async ({ request }) => {
      calls.push({ path: 'totals' });
      const cart = cartOf(request);
      if (!cart) return err(404, 'No such entity with cartId');
      const grand = cart.reduce((n, l) => n + l.qty * 10, 0);
      return ok({
        grand_total: grand,
        items: cart.map((l) => ({ item_id: l.item_id, qty: l.qty })),
        total_segments: [
          { code: 'subtotal', title: 'Subtotal', value: grand },
          { code: 'grand_total', title: 'Grand Total', value: grand },
        ],
      });
    }),
  ];

  return {
    carts,
    calls,
    failUpdates(count, code = 500, message = 'Server error') {
      failing = count;
      failure = { code, message };
    },
    handlers: handlers as FakeCartServer['handlers'],
  };
}
