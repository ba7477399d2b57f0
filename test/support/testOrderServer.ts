import { delay, http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A fake POST /api/order for unit tests with the server's idempotency rule: the same order_id
 * stores nothing new and gets the same answer. `mode` switches it to failing answers, or
 * to storing the order and never answering ('hang').
 */
export function fakeOrderServer() {
  const stored = new Map<string, { orderNumber: string; backendOrderId: number }>();
  const state = {
    posts: [] as string[],
    mode: 'ok' as 'ok' | 'invalid' | 'error' | 'down' | 'hang',
    delayMs: 0,
    stored,
  };
  const handler = http.post('*/api/order', async ({ request }) => {
    const body = (await request.json()) as { order_id: string };
    state.posts.push(body.order_id);
    if (state.delayMs) await delay(state.delayMs);
    if (state.mode === 'down') return HttpResponse.error();
    if (state.mode === 'error') return HttpResponse.json({ code: 500, result: 'Error placing an order.' }, { status: 500 });
    if (state.mode === 'invalid') return HttpResponse.json({ code: 400, result: [{ message: 'should have required property products' }] }, { status: 400 });
    let answer = stored.get(body.order_id);
    if (!answer) {
      answer = { orderNumber: `10000${stored.size + 1}`, backendOrderId: stored.size + 1 };
      stored.set(body.order_id, answer);
    }
    // Stored, but the answer never comes (a server or a connection that hangs after the write).
    if (state.mode === 'hang') return delay('infinite');
    return HttpResponse.json({ code: 200, result: { ...answer, magentoOrderId: answer.backendOrderId, transferedAt: '2024-05-01T10:00:00.000Z' } });
  });
  return { state, handler };
}

export const sampleOrder = () => ({
  user_id: '',
  cart_id: 'cart-1',
  grand_total: 115,
  products: [{ sku: 'almond-flour', name: 'Organic Almond Flour', qty: 1, price: 100, price_incl_tax: 115 }],
  addressInformation: { shippingAddress: { firstname: 'Thandi', lastname: 'Nkosi', city: 'Cape Town' } },
});

/** A fresh fake order server for one test on the file's msw server, with an empty local storage and data layer. */
export function freshOrderServer(api: SetupServer) {
  const fake = fakeOrderServer();
  api.use(fake.handler);
  localStorage.clear();
  window.dataLayer = [];
  return fake;
}

/**
 * The set-up of the order-queue unit tests: msw answers with a fresh fake order server in every
 * test, and `clear` (the task store's) runs after each. Returns the current test's fake.
 */
export function withFakeOrderServer(clear: () => Promise<void>): () => ReturnType<typeof fakeOrderServer> {
  const api = setupServer();
  let fake = fakeOrderServer();
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    fake = fakeOrderServer();
    api.use(fake.handler);
  });
  afterEach(async () => {
    api.resetHandlers();
    await clear();
  });
  afterAll(() => api.close());
  return () => fake;
}
