import { fetchOrderableProducts, fetchShippingChoice, guestOrder } from './latency.ts';
import { percentile, timeIt } from './stats.ts';

const json = { 'content-type': 'application/json' };
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * p50/p95 of POST /api/cart/update on a guest cart, as the PWA sends it when a quantity changes:
 * the first call adds the line, later ones update it by item_id (issue 4 bench).
 */
export async function benchCartUpdates(base: string, n: number) {
  const products = await fetchOrderableProducts(base);
  const cartId = ((await (await fetch(`${base}/api/cart/create`, { method: 'POST', headers: json, body: '{}' })).json()) as { result: string }).result;
  const itemIds = new Map<string, number>();
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < n; i++) {
    const sku = products[i % products.length].sku;
    const item_id = itemIds.get(sku);
    const cartItem = { sku, qty: 1 + (i % 3), quoteId: cartId, ...(item_id ? { item_id } : {}) };
    times.push(
      await timeIt(async () => {
        const res = await fetch(`${base}/api/cart/update?cartId=${cartId}`, { method: 'POST', headers: json, body: JSON.stringify({ cartItem }) });
        const body = (await res.json()) as { code: number; result: { item_id?: number } };
        if (body.code !== 200) errors++;
        else if (body.result.item_id) itemIds.set(sku, body.result.item_id);
      }),
    );
  }
  return { what: 'cart update (POST /api/cart/update)', n, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), errors };
}

/**
 * Order placement throughput: `shoppers` concurrent guests, each placing `perShopper` orders one
 * after another (issue 4 bench: 20 concurrent shoppers). Reports orders per second and p95.
 * Several bases (servers on one database): shopper s sends to base s mod n, as a balancer would.
 */
export async function benchConcurrentOrders(base: string | string[], shoppers: number, perShopper: number) {
  const bases = Array.isArray(base) ? base : [base];
  const products = await fetchOrderableProducts(bases[0]);
  const shipping = await fetchShippingChoice(bases[0]);
  const times: number[] = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: shoppers }, async (_, s) => {
      for (let k = 0; k < perShopper; k++) {
        const body = JSON.stringify(guestOrder(products, s * perShopper + k, shipping));
        times.push(
          await timeIt(async () => {
            const res = await fetch(`${bases[s % bases.length]}/api/order`, { method: 'POST', headers: json, body });
            await res.arrayBuffer();
            if (res.status !== 200) errors++;
          }),
        );
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { shoppers, orders: times.length, perSecond: round(times.length / seconds), p95: round(percentile(times, 95)), errors };
}
