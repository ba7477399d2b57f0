// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { cartCalls, setStock } from './cartHelpers.ts';
import { setUpTestApp } from './testApp.ts';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';

const NOT_AVAILABLE = 'Some of the ordered products are not available!';

describe.each(backendNames)('order stock reservation (%s)', (backend) => {
  let c: ReturnType<typeof cartCalls>;
  const t = setUpTestApp(backend, () => {
    c = cartCalls(t.app);
  });

  const stockOf = async (sku: string) => {
    const { rows } = await t.db.query<{ stock: { qty: number; is_in_stock: boolean } }>(
      "select doc->'stock' as stock from catalog_entity where entity = 'product' and sku = $1",
      [sku],
    );
    return rows[0].stock;
  };
  const stockApi = async (sku: string) => (await t.app.inject({ method: 'GET', url: `/api/stock/check?sku=${sku}` })).json().result;

  it('sells the last 3 units to exactly 3 of 10 parallel orders', async () => {
    await setStock(t.db, 'FLOUR-1', 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.order({ products: [{ sku: 'FLOUR-1', qty: 1 }] })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused.json()).toEqual({ code: 400, result: NOT_AVAILABLE });
    expect(await stockOf('FLOUR-1')).toMatchObject({ qty: 0, is_in_stock: false });
    expect(await stockApi('FLOUR-1')).toMatchObject({ qty: 0, is_in_stock: false });
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from shop_order_item where sku = 'FLOUR-1'");
    expect(Number(rows[0].n)).toBe(3);
  });

  it('refuses an order for more than is left, and takes nothing from any of its products', async () => {
    await setStock(t.db, 'FLOUR-1', 5);
    await setStock(t.db, 'OATS-1', 2);
    const res = await c.order({
      products: [
        { sku: 'FLOUR-1', qty: 2 },
        { sku: 'OATS-1', qty: 1 },
        { sku: 'OATS-1', qty: 2 },
      ],
    });
    expect(res.json()).toEqual({ code: 400, result: NOT_AVAILABLE });
    expect([(await stockOf('FLOUR-1')).qty, (await stockOf('OATS-1')).qty]).toEqual([5, 2]);
    expect(
      (
        await c.order({
          products: [
            { sku: 'FLOUR-1', qty: 2 },
            { sku: 'OATS-1', qty: 2 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect([(await stockOf('FLOUR-1')).qty, (await stockOf('OATS-1')).qty]).toEqual([3, 0]);
  });

  it("takes a configurable child's quantity from the child", async () => {
    const option = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 1 }] } };
    const res = await c.order({ products: [{ sku: 'WHEY', qty: 2, product_option: option }] });
    expect(res.statusCode).toBe(200);
    // Every store view's copy of the product (migration 018: one physical stock).
    for (const view of STORE_VIEWS) {
      const { rows } = await t.db.query<{ child: { sku: string; stock: { qty: number } } }>(
        "select jsonb_array_elements(doc->'configurable_children') as child from catalog_entity where store_code = $1 and entity = 'product' and sku = 'WHEY'",
        [view.storeCode],
      );
      expect(rows.map((r) => [r.child.sku, r.child.stock.qty])).toEqual([
        ['WHEY-VAN', 3],
        ['WHEY-CHOC', 0],
      ]);
    }
    expect((await c.order({ products: [{ sku: 'WHEY-VAN', qty: 4 }] })).json()).toEqual({ code: 400, result: NOT_AVAILABLE });
  });

  it('reserves once for the same order_id sent twice', async () => {
    await setStock(t.db, 'OATS-1', 10);
    const body = { order_id: `stock-once-${Date.now()}`, products: [{ sku: 'OATS-1', qty: 4 }] };
    const [a, b] = await Promise.all([c.order(body), c.order(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await stockOf('OATS-1')).qty).toBe(6);
  });

  it('prices the order from the catalogue, never from the body (tampered prices ignored)', async () => {
    await setStock(t.db, 'FLOUR-1', 10);
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2);
    await c.shippingInformation(cartId, 'courier', 'standard');
    const shown = await c.totals(cartId);
    const tampered = { sku: 'FLOUR-1', qty: 2, price: 0.01, price_incl_tax: 0.01, priceInclTax: 0.01, final_price: 0.01, totals: { row_total_incl_tax: 0.02 } };
    const res = await c.order({ cart_id: cartId, products: [tampered] });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.query<{ grand_total: string }>('select grand_total from shop_order where id = $1', [res.json().result.backendOrderId]);
    expect(Number(rows[0].grand_total)).toBe(shown.grand_total);
    expect(shown.grand_total).toBe(295);
  });
});
