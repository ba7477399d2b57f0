/**
 * Test helper: an in-memory guest-cart server as msw handlers (contract §2), so component and
 * thunk tests see the real request/response shapes. Not imported by application code.
 */
import { delay, http, HttpResponse } from 'msw';
import type { ServerCartItem } from './cartApi';

export interface FakeCartServer {
  carts: Map<string, ServerCartItem[]>;
  /** The shipping method each cart remembers (shipping-information), as the bundled server does. */
  shipping: Map<string, string>;
  calls: { path: string; body?: unknown }[];
  /** Make the next N update calls fail with this code and message. */
  failUpdates: (count: number, code?: number, message?: string) => void;
  handlers: ReturnType<typeof http.post>[];
}

export function fakeCartServer(opts: { latencyMs?: number } = {}): FakeCartServer {
  const carts = new Map<string, ServerCartItem[]>();
  const shipping = new Map<string, string>();
  /** The fake's prices: 10 per unit, the courier 65. */
  const totalsOf = (cartId: string, cart: ServerCartItem[]) => {
    const subtotal = cart.reduce((n, l) => n + l.qty * 10, 0);
    const ship = shipping.get(cartId) === 'courier_standard' ? 65 : 0;
    return {
      grand_total: subtotal + ship,
      shipping_incl_tax: ship,
      items: cart.map((l) => ({ item_id: l.item_id, qty: l.qty })),
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: subtotal },
        ...(ship ? [{ code: 'shipping', title: 'Shipping & Handling (Courier - Standard)', value: ship }] : []),
        { code: 'grand_total', title: 'Grand Total', value: subtotal + ship },
      ],
    };
  };
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
      return ok(totalsOf(new URL(request.url).searchParams.get('cartId') ?? '', cart));
    }),
    http.post('*/api/cart/shipping-information', async ({ request }) => {
      const body = (await request.json()) as { addressInformation: { shippingCarrierCode: string; shippingMethodCode: string } };
      calls.push({ path: 'shipping-information', body });
      await wait();
      const cart = cartOf(request);
      if (!cart) return err(404, 'No such entity with cartId');
      const { shippingCarrierCode: carrier, shippingMethodCode: method } = body.addressInformation;
      if (`${carrier}_${method}` !== 'courier_standard') return err(400, `Carrier with such method not found: ${carrier}, ${method}`);
      const id = new URL(request.url).searchParams.get('cartId') ?? '';
      shipping.set(id, `${carrier}_${method}`);
      return ok({ payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }], totals: totalsOf(id, cart) });
    }),
  ];

  return {
    carts,
    shipping,
    calls,
    failUpdates(count, code = 500, message = 'Server error') {
      failing = count;
      failure = { code, message };
    },
    handlers: handlers as FakeCartServer['handlers'],
  };
}
