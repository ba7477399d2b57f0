// @vitest-environment node
/**
 * The demo coupons belong to the demo shop (migration 028, server/services/cart/demoCodes.ts):
 * a shop with its own catalogue loses the ones the old migrations wrote, unless it uses or has
 * changed them, the demo keeps them, and a new database gets them with the demo catalogue only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { DEMO_COUPONS, seedDemoCodes } from '../../server/services/cart/demoCodes.ts';
import { backendNames, openTestDb, type TestDb } from './backends.ts';

const MIGRATION = '028_demo_coupons_with_demo.sql';

describe.each(backendNames)('demo coupons come with the demo shop only (%s)', (backend) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const coupons = async () =>
    Object.fromEntries(
      (await t!.db.query<{ code: string; active: boolean; currency: string | null }>('select code, active, currency from coupon order by code')).rows.map(
        (r) => [r.code, { active: r.active, currency: r.currency }],
      ),
    );

  it('a shop with its own catalogue: an unused demo coupon goes, one a cart holds is switched off, one the shop changed stays', async () => {
    t = await openTestDb(backend, { migrateBefore: MIGRATION });
    expect(Object.keys(await coupons())).toEqual(['HEALTHY10', 'SAVE5', 'SAVE50', 'WINTER2024']);
    await t.db.query(`insert into cart (id, coupon_code) values ('a-cart', 'save50')`);
    await t.db.query(`update coupon set description = 'Our own euro offer' where code = 'SAVE5'`);
    expect(await migrate(t.db)).toContain(MIGRATION);
    expect(await coupons()).toEqual({ SAVE5: { active: true, currency: 'EUR' }, SAVE50: { active: false, currency: 'ZAR' } });
  });

  it('a demo coupon orders have used is switched off, not deleted', async () => {
    t = await openTestDb(backend, { migrateBefore: MIGRATION });
    await t.db.query(`update coupon set times_used = 3 where code = 'HEALTHY10'`);
    await migrate(t.db);
    expect((await coupons()).HEALTHY10).toEqual({ active: false, currency: null });
  });

  it('a demo coupon an order names (its use not counted) is switched off, so the order keeps its code', async () => {
    t = await openTestDb(backend, { migrateBefore: MIGRATION });
    await t.db.query(
      `insert into shop_order (order_id, order_number, subtotal_incl_tax, tax, grand_total, request, response, coupon_code)
       values ('an-order', '000000901', 300, 39.13, 250, '{}', '{}', 'Save50')`,
    );
    await migrate(t.db);
    const left = await coupons();
    expect(left.SAVE50).toEqual({ active: false, currency: 'ZAR' });
    expect(left.HEALTHY10).toBeUndefined();
  });

  it('the demo shop (its gift cards there) keeps every demo coupon', async () => {
    t = await openTestDb(backend, { migrateBefore: MIGRATION });
    await t.db.query(`insert into gift_card (code, balance, initial_balance) values ('GIFT-DEMO-0500', 0, 500)`);
    await migrate(t.db);
    const kept = await coupons();
    expect(Object.keys(kept)).toEqual(['HEALTHY10', 'SAVE5', 'SAVE50', 'WINTER2024']);
    expect(Object.values(kept).every((c) => c.active)).toBe(true);
  });

  it('a new database has no demo coupon after the migrations, and the demo catalogue brings all of them', async () => {
    t = await openTestDb(backend);
    expect(await coupons()).toEqual({});
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-coupons-'));
    try {
      expect(await seedIfEmpty(t.db, { products: 30, dataDir })).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await coupons()).toEqual({
      HEALTHY10: { active: true, currency: null },
      SAVE5: { active: true, currency: 'EUR' },
      SAVE50: { active: true, currency: 'ZAR' },
      WINTER2024: { active: true, currency: null },
    });
    // Written again (a second start): nothing changes, the shop's use of a code is kept.
    await t.db.query(`update coupon set times_used = 2 where code = 'SAVE50'`);
    await seedDemoCodes(t.db);
    const { rows } = await t.db.query<{ times_used: number }>(`select times_used from coupon where code = 'SAVE50'`);
    expect(rows[0].times_used).toBe(2);
    expect(DEMO_COUPONS.map((c) => c.code).sort()).toEqual(Object.keys(await coupons()));
  });
});
