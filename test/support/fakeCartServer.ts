/**
 * Test helper: an in-memory guest-cart server as msw handlers (contract §2), so component and
 * thunk tests see the real request/response shapes. Not imported by application code.
 */
import { delay, http, HttpResponse } from 'msw';
import type { ServerCartItem } from '../../src/features/cart/cartApi';

export interface FakeCartServer {
  carts: Map<string, ServerCartItem[]>;
  /** The shipping method each cart remembers (shipping-information), as the bundled server does. */
  shipping: Map<string, string>;
  calls: { path: string; body?: unknown }[];
  /** Make the next N update calls fail with this code and message. */
  failUpdates: (count: number, code?: number, message?: string) => void;
  /** Skus asked at GET /api/stock/check, and the answers: in stock with qty 100 unless set here. */
  stockChecks: string[];
  stock: Map<string, { qty: number; is_in_stock: boolean } | 'unknown'>;
  /** Make the next N pull calls fail with this code. */
  failPulls: (count: number, code?: number) => void;
  /** Coupon and gift card applied per cart; `coupons` are the codes the fake accepts (10% off). */
  codes: Map<string, { coupon?: string; voucher?: string }>;
  handlers: ReturnType<typeof http.post>[];
}

export function fakeCartServer(opts: { latencyMs?: number } = {}): FakeCartServer {
  const carts = new Map<string, ServerCartItem[]>();
  const shipping = new Map<string, string>();
  /** The fake's prices: 10 per unit, the courier 65. */
  const totalsOf = (cartId: string, cart: ServerCartItem[]) => {
    const subtotal = cart.reduce((n, l) => n + l.qty * 10, 0);
    const ship = shipping.get(cartId) === 'courier_standard' ? 65 : 0;
    const { coupon, voucher } = codes.get(cartId) ?? {};
    const discount = coupon ? -subtotal / 10 : 0;
    const gift = voucher ? Math.min(100, subtotal + ship + discount) : 0;
    return {
      grand_total: subtotal + ship + discount - gift,
      coupon_code: coupon ?? null,
      voucher_code: voucher ?? null,
      shipping_incl_tax: ship,
      items: cart.map((l) => ({ item_id: l.item_id, qty: l.qty })),
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: subtotal },
        ...(ship ? [{ code: 'shipping', title: 'Shipping & Handling (Courier - Standard)', value: ship }] : []),
        ...(coupon ? [{ code: 'discount', title: `Discount (${coupon})`, value: discount }] : []),
        ...(voucher ? [{ code: 'giftcardaccount', title: 'Gift Card', value: -gift }] : []),
        { code: 'grand_total', title: 'Grand Total', value: subtotal + ship + discount - gift },
      ],
    };
  };
  const calls: FakeCartServer['calls'] = [];
  let failing = 0;
  let failure = { code: 500, message: 'Server error' };
  let nextCart = 1;
  let pullFailures = { count: 0, code: 500 };
  const codes = new Map<string, { coupon?: string; voucher?: string }>();
  const stockChecks: string[] = [];
  const stock: FakeCartServer['stock'] = new Map();
  const cartIdOf = (request: Request) => new URL(request.url).searchParams.get('cartId') ?? '';
  let nextItem = 100;
  const ok = (result: unknown) => HttpResponse.json({ code: 200, result });
  const err = (code: number, result: string) => HttpResponse.json({ code, result }, { status: code });
  const cartOf = (request: Request) => carts.get(new URL(request.url).searchParams.get('cartId') ?? '');
  const wait = () => (opts.latencyMs ? delay(opts.latencyMs) : undefined);

  const handlers = [
    http.post('*/api/cart/create', async ({ request }) => {
      calls.push({ path: 'create', body: new URL(request.url).search });
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
      if (cartItem.item_id) {
        const line = cart.find((l) => l.item_id === cartItem.item_id);
        if (!line) return err(404, 'No such entity with itemId');
        line.qty = cartItem.qty;
        return ok(line);
      }
      // Like the real server (cartService.ts): a line without item_id adds to the line of the same product
      // (the fake keeps no options, so the same sku), so a test sees a pushed-twice line as a doubled quantity.
      const same = cart.find((l) => l.sku === cartItem.sku);
      if (same) {
        same.qty += cartItem.qty;
        return ok(same);
      }
      const line = { item_id: nextItem++, sku: cartItem.sku, qty: cartItem.qty, quote_id: cartItem.quoteId, product_type: 'simple' };
      cart.push(line);
      return ok(line);
    }),
    http.post('*/api/cart/delete', async ({ request }) => {
      const body = (await request.json()) as { cartItem: { item_id: number } };
      calls.push({ path: 'delete', body });
      const id = new URL(request.url).searchParams.get('cartId') ?? '';
      carts.set(
        id,
        (carts.get(id) ?? []).filter((l) => l.item_id !== body.cartItem.item_id),
      );
      return ok(true);
    }),
    http.get('*/api/cart/pull', async ({ request }) => {
      calls.push({ path: 'pull', body: new URL(request.url).searchParams.get('cartId') });
      await wait();
      if (pullFailures.count > 0) {
        pullFailures.count -= 1;
        return err(pullFailures.code, pullFailures.code === 401 ? 'Unauthorized' : 'Server error');
      }
      const cart = cartOf(request);
      if (!cart) return err(404, 'No such entity with cartId');
      return ok(cart.map((l) => ({ ...l })));
    }),
    http.get('*/api/cart/totals', async ({ request }) => {
      calls.push({ path: 'totals' });
      await wait();
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
    http.get('*/api/stock/check', ({ request }) => {
      const sku = new URL(request.url).searchParams.get('sku') ?? '';
      stockChecks.push(sku);
      const answer = stock.get(sku) ?? { qty: 100, is_in_stock: true };
      if (answer === 'unknown') return err(404, 'No stock information for given sku');
      return ok({ item_id: 1, product_id: 1, ...answer });
    }),
    http.post('*/api/cart/apply-coupon', ({ request }) => {
      const code = new URL(request.url).searchParams.get('coupon') ?? '';
      calls.push({ path: 'apply-coupon', body: code });
      if (code !== 'HEALTHY10') return err(404, "You've entered an incorrect coupon code. Please try again.");
      codes.set(cartIdOf(request), { ...codes.get(cartIdOf(request)), coupon: code });
      return ok(true);
    }),
    http.post('*/api/cart/delete-coupon', ({ request }) => {
      calls.push({ path: 'delete-coupon' });
      codes.set(cartIdOf(request), { ...codes.get(cartIdOf(request)), coupon: undefined });
      return ok(true);
    }),
    http.post('*/api/cart/add-voucher', ({ request }) => {
      const code = new URL(request.url).searchParams.get('voucherCode') ?? '';
      calls.push({ path: 'add-voucher', body: code });
      if (code && code !== 'GIFT-DEMO-0100') return err(404, 'Please correct the gift card code.');
      codes.set(cartIdOf(request), { ...codes.get(cartIdOf(request)), voucher: code || undefined });
      return ok(true);
    }),
  ];

  return {
    codes,
    stockChecks,
    stock,
    failPulls(count, code = 500) {
      pullFailures = { count, code };
    },
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
