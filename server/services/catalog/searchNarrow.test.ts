// @vitest-environment node
/**
 * The narrow search table (migration 023) gives the very answers the statement on catalog_entity
 * gives: many random requests (text with typos, default and facet filters, aggregations, sorts,
 * paging, every store view) on a seeded catalogue, each run both ways and compared whole (total,
 * hits with scores, every bucket). And the triggers keep the table equal to the catalogue's
 * products through every kind of write, without rewriting it for a stock move that changes none
 * of its columns (migration 024). Listings without a text stay on catalog_entity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { catalogueValues } from '../../../test/contract/catalogueValues.ts';
import { SEARCH_TABLE_DRIFT } from '../../../test/contract/searchDrift.ts';
import { openDb } from '../../db/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { releaseStock, reserveStock, type Reservation } from '../order/reserveStock.ts';
import { STORE_VIEWS } from '../storeViews.ts';
import { parseSearchRequest } from './searchRequest.ts';
import { buildSearchSql } from './searchSql.ts';
import { loadTaxRules } from './taxRules.ts';
import { finalPriceSql, shownPrice, splitPriceSql } from './priceSql.ts';
import { SqlParams } from './sqlParams.ts';
import { catalogStoreCode } from './catalogView.ts';
import { planText } from './textSearch.ts';

/** A small deterministic generator (mulberry32): the same requests on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + int(max) }, () => pick(list)))];
  return { next, int, pick, some };
}

const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });
const FACETS = ['price', 'brand', 'dietary', 'size', 'flavour', 'color'];
const SORTS = ['_score', 'final_price', 'price', 'name', 'created_at', 'id', 'sku', 'new'];

describe.each(backendNames)('narrow search table (%s)', (backend) => {
  let t: TestDb;
  let words: string[];
  let categories: number[];
  let brands: number[];
  let dietary: number[];
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedIfEmpty(t.db, { products: 400 });
    ({ words, categories, brands, dietary } = await catalogueValues(t.db));
  }, 120_000);
  afterAll(() => t?.close());

  const request = (r: ReturnType<typeof random>) => {
    const typo = (w: string) => (w.length > 4 && r.next() < 0.4 ? w.slice(0, 2) + w.slice(3) : w);
    const text = r.next() < 0.7 ? Array.from({ length: 1 + r.int(2) }, () => typo(r.pick(words))).join(' ') : undefined;
    const filters: object[] = [f('visibility', { in: [4, ...r.some([1, 2, 3], 2)] }), f('status', { in: [1, ...r.some([0, 2], 1)] })];
    if (r.next() < 0.3) filters.push(f('category_ids', { in: r.some(categories, 2) }));
    if (r.next() < 0.15) filters.push(f('type_id', { eq: r.pick(['simple', 'configurable', 'bundle', 'grouped']) }));
    if (r.next() < 0.15) filters.push(f(r.pick(['new', 'sale', 'bestseller']), { eq: 1 }));
    if (r.next() < 0.1) filters.push(f('created_at', { gte: '2025-03-01' }));
    if (r.next() < 0.1) filters.push(f('type_id', { nin: ['bundle'] }));
    if (r.next() < 0.1) filters.push(f('sale', { or: 1 }), f('new', { or: 1 }));
    if (r.next() < 0.1) filters.push(f('url_key', { exists: true })); // a field catalog_search lacks: the wide table
    if (r.next() < 0.3) filters.push(f('brand', { in: r.some(brands, 3) }, 'catalog'));
    if (r.next() < 0.25) filters.push(f('dietary', { in: r.some(dietary, 2) }, 'catalog'));
    if (r.next() < 0.3) filters.push(f('price', r.pick([{ gte: 0, lt: 100 }, { gte: 100, lt: 250 }, { gte: 10, lt: 40 }, { gte: 400 }]), 'catalog'));
    const query: Record<string, unknown> = {
      _appliedFilters: filters,
      _availableFilters: r.some(FACETS, 4).map((field) => ({ field, scope: 'catalog' })),
    };
    if (text) query._searchText = text;
    if (r.next() < 0.6) query._appliedSort = r.some(SORTS, 2).map((field) => ({ field, options: r.pick(['asc', 'desc']) }));
    const view = r.pick(STORE_VIEWS);
    return parseSearchRequest({
      index: view.index,
      type: 'product',
      query: { request: JSON.stringify(query), response_format: 'compact', size: String(1 + r.int(60)), from: String(r.int(3) * 20) },
      body: undefined,
    });
  };

  it('answers 150 random requests exactly as the statement on catalog_entity', async () => {
    const r = random(15);
    const rules = await loadTaxRules(t.db);
    const now = new Date();
    let narrow = 0;
    let found = 0;
    for (let i = 0; i < 150; i++) {
      const req = request(r);
      const text = (req.query._searchText ?? '').trim();
      const plan = text ? await planText(t.db, text) : null;
      const run = async (lean: boolean) => {
        const { sql, values } = buildSearchSql(req, plan, { view: req.view, rules, now }, lean);
        if (lean && sql.includes('from catalog_search')) narrow++;
        const { rows } = await t.db.query<{ total: number; hits: unknown; aggregations: unknown }>(sql, values);
        return { total: rows[0].total, hits: rows[0].hits, aggregations: rows[0].aggregations };
      };
      const [wide, lean] = [await run(false), await run(true)];
      expect(lean, JSON.stringify(req.query)).toEqual(wide);
      if (wide.total > 0) found++;
    }
    expect(narrow).toBeGreaterThan(70);
    expect(found).toBeGreaterThan(40); // the requests find things: the comparison is not of empty answers
  }, 300_000);

  it('works out the shown price of every product as on catalog_entity, in every view', async () => {
    const rules = await loadTaxRules(t.db);
    // Half-cent taxes and a price too large for the integer path, beside the seeded prices; and
    // special price windows open now, past, to come, open-ended, on a huge price.
    const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);
    const windows: object[] = [
      { special_price: 7.35, special_from_date: day(-3), special_to_date: day(3) },
      { special_price: 7.35, special_from_date: day(-9), special_to_date: day(-2) },
      { special_price: 0.15, special_from_date: day(2) },
      { special_price: 0.05, special_to_date: day(5) },
      { special_price: 3e10, special_from_date: day(-1), special_to_date: day(1) },
    ];
    const prices = [0.1, 0.3, 10.1, 0.05, 123456.7, 2e10, 9.99, 9.99, 0.3, 0.1, 4e10];
    for (const [i, price] of prices.entries()) {
      const doc = { id: 970000 + i, sku: `PRICE-${i}`, name: `zqxprice ${i}`, status: 1, visibility: 4, price, tax_class_id: 2, ...windows[i - 6] };
      await t.db.query(`insert into catalog_entity (store_code, entity, id, doc, sku) values ('default', 'product', $1, $2::jsonb, $3)`, [
        String(doc.id),
        JSON.stringify(doc),
        doc.sku,
      ]);
    }
    let checked = 0;
    for (const view of STORE_VIEWS) {
      const params = new SqlParams();
      const ctx = { view, rules, now: new Date() };
      const lean = finalPriceSql('s', ctx, params, true);
      const wide = finalPriceSql('e', ctx, params, false);
      // Split into integer cents and the numeric rest (what a search's rows carry): the same price.
      const split = splitPriceSql('s', ctx, params, true);
      expect(split.cents).not.toBeNull();
      const { rows } = await t.db.query<{ n: number; differ: number; split_differs: number; fixed: number }>(
        `select count(*)::int as n, count(*) filter (where ${lean} is distinct from ${wide})::int as differ,
                count(*) filter (where ${shownPrice(split.cents, split.rest)} is distinct from ${wide}
                                    or (${split.cents}) is not null and (${split.rest}) is not null)::int as split_differs,
                count(s.price_cents)::int as fixed
           from catalog_search s join catalog_entity e on e.store_code = s.store_code and e.entity = 'product' and e.id = s.id
          where s.store_code = ${params.add(catalogStoreCode('product', view.storeCode))}::text`,
        params.values,
      );
      expect(rows[0].differ, view.storeCode).toBe(0);
      expect(rows[0].split_differs, view.storeCode).toBe(0);
      expect(rows[0].fixed).toBeGreaterThan(rows[0].n / 2);
      checked += rows[0].n;
    }
    expect(checked).toBeGreaterThan(1000);
    await t.db.query(`delete from catalog_entity where entity = 'product' and sku like 'PRICE-%'`);
  });

  it('filters and aggregates stored values of every shape as on catalog_entity', async () => {
    // FRACTION: a number written 4.0 (JSON.stringify cannot), which the typed columns (migration 025) leave out.
    const FRACTION = 'fraction';
    const shapes = [4, '4', 4.0, [4], [[4]], [1, '4'], [[1], 2], { a: 4 }, null, true, 'true', 1, [], '', undefined];
    const odd = [FRACTION, 4.5, -3, 1234567890, [2, 3, 2], [4, 4.5], [-7], 123456789];
    for (const [i, value] of [...shapes, ...odd].entries()) {
      const fields = value === undefined ? {} : { visibility: value, brand: value, dietary: value, dietary_options: value };
      const doc = { id: 980000 + i, sku: `ODD-${i}`, name: `zqxodd item ${i}`, status: 1, price: 5, ...fields };
      await t.db.query(`insert into catalog_entity (store_code, entity, id, doc, sku) values ('default', 'product', $1, $2::jsonb, $3)`, [
        String(doc.id),
        JSON.stringify(doc).replaceAll(`"${FRACTION}"`, '4.0'),
        doc.sku,
      ]);
    }
    const typed = await t.db.query<{ sku: string; t: number | null; b: number[] | null }>(
      `select e.sku, s.t_visibility as t, s.t_brand as b from catalog_search s join catalog_entity e using (store_code, id)
        where e.entity = 'product' and e.sku in ('ODD-0', 'ODD-1', 'ODD-15', 'ODD-16', 'ODD-19', 'ODD-20', 'ODD-21', 'ODD-22') order by e.id`,
    );
    expect(typed.rows).toEqual([
      { sku: 'ODD-0', t: 4, b: [4] },
      { sku: 'ODD-1', t: null, b: null },
      { sku: 'ODD-15', t: null, b: null },
      { sku: 'ODD-16', t: null, b: null },
      { sku: 'ODD-19', t: null, b: [2, 3, 2] },
      { sku: 'ODD-20', t: null, b: null },
      { sku: 'ODD-21', t: null, b: [-7] },
      { sku: 'ODD-22', t: 123456789, b: [123456789] },
    ]);
    const rules = await loadTaxRules(t.db);
    const plan = await planText(t.db, 'zqxodd');
    for (const value of [
      { in: [4] },
      { eq: '4' },
      { in: [true] },
      { in: [2, 1] },
      { eq: 4.0 },
      { in: [''] },
      { in: ['true', 4] },
      { in: [4.5, -3, 123456789] },
    ]) {
      const query = {
        _appliedFilters: [f('visibility', value), f('status', { in: [1] })],
        _availableFilters: [{ field: 'brand' }, { field: 'dietary' }],
        _searchText: 'zqxodd',
      };
      const req = parseSearchRequest({
        index: 'ido',
        type: 'product',
        query: { request: JSON.stringify(query), response_format: 'compact', size: '50' },
        body: undefined,
      });
      const run = async (lean: boolean) => {
        const { sql, values } = buildSearchSql(req, plan, { view: req.view, rules, now: new Date() }, lean);
        expect(sql.includes('from catalog_search'), sql.slice(0, 600)).toBe(lean);
        return (await t.db.query<{ total: number; hits: { doc: { sku: string } }[]; aggregations: unknown }>(sql, values)).rows[0];
      };
      const [wide, lean] = [await run(false), await run(true)];
      expect(
        lean.hits.map((h) => h.doc.sku),
        JSON.stringify(value),
      ).toEqual(wide.hits.map((h) => h.doc.sku));
      expect(lean.aggregations, JSON.stringify(value)).toEqual(wide.aggregations);
      expect(lean.total).toBeGreaterThan(0);
    }
    // Every odd shape at once: the typed and the stored values of one key are counted as one bucket.
    const all = parseSearchRequest({
      index: 'ido',
      type: 'product',
      query: { request: JSON.stringify({ _availableFilters: [{ field: 'brand' }, { field: 'dietary' }], _searchText: 'zqxodd' }), size: '50' },
      body: undefined,
    });
    const both = await Promise.all(
      [false, true].map(async (lean) => {
        const { sql, values } = buildSearchSql(all, plan, { view: all.view, rules, now: new Date() }, lean);
        return (await t.db.query<{ total: number; aggregations: Record<string, { buckets: { key: unknown; doc_count: number }[] }> }>(sql, values)).rows[0];
      }),
    );
    expect(both[1]).toEqual(both[0]);
    expect(both[1].aggregations.agg_terms_dietary_options.buckets).toContainEqual({ key: 4, doc_count: 5 });
    await t.db.query(`delete from catalog_entity where entity = 'product' and sku like 'ODD-%'`);
  });

  it('follows stock moves, rewriting its rows only when a stored column changes', async () => {
    const drift = async () => (await t.db.query<{ n: number }>(SEARCH_TABLE_DRIFT)).rows[0].n;
    /** Every view's catalog_search row of a product, with the transaction that last wrote it. */
    const stored = async (sku: string) =>
      (
        await t.db.query<{ store_code: string; xmin: string; price_kids: unknown }>(
          `select s.store_code, s.xmin::text as xmin, s.price_kids from catalog_search s
             join catalog_entity e on e.store_code = s.store_code and e.entity = 'product' and e.id = s.id
            where e.sku = $1 order by s.store_code`,
          [sku],
        )
      ).rows;
    const move = (r: Reservation, take: boolean) => t.db.transaction((tx) => (take ? reserveStock(tx, [r]) : releaseStock(tx, [r]).then(() => true)));
    const inStock = async (sku: string, path: string[]) =>
      (
        await t.db.query<{ v: boolean }>(`select (doc #> $2::text[])::boolean as v from catalog_entity where entity = 'product' and sku = $1`, [
          sku,
          [...path, 'stock', 'is_in_stock'],
        ])
      ).rows.map((r) => r.v);

    const [simple] = (
      await t.db.query<{ sku: string; qty: number }>(
        `select sku, (doc #>> '{stock,qty}')::int as qty from catalog_entity
          where store_code = 'default' and entity = 'product' and doc->>'type_id' = 'simple' and doc #>> '{stock,is_in_stock}' = 'true'
            and jsonb_typeof(doc #> '{stock,qty}') = 'number' and (doc #>> '{stock,qty}')::numeric between 3 and 1000
          order by sku limit 1`,
      )
    ).rows;
    const product: Reservation = { parentSku: simple.sku, childSku: null, base: [], qty: 1 };
    const before = await stored(simple.sku);
    expect(before).toHaveLength(STORE_VIEWS.length);
    // A move that keeps the product in stock changes nothing the table holds: its rows stay as they were.
    expect(await move(product, true)).toBe(true);
    expect(await stored(simple.sku)).toEqual(before);
    expect(await drift()).toBe(0);
    // Out of stock in every view, then back.
    expect(await move({ ...product, qty: simple.qty - 1 }, true)).toBe(true);
    expect(await inStock(simple.sku, [])).toEqual(STORE_VIEWS.map(() => false));
    expect(await drift()).toBe(0);
    expect(await move({ ...product, qty: simple.qty }, false)).toBe(true);
    expect(await inStock(simple.sku, [])).toEqual(STORE_VIEWS.map(() => true));
    expect(await drift()).toBe(0);

    // A configurable's child going out of stock leaves the parent's price list (price_kids): that reaches the table.
    const [child] = (
      await t.db.query<{ sku: string; child: string; idx: string; qty: number }>(
        `select e.sku, c.x->>'sku' as child, (c.n - 1)::text as idx, (c.x #>> '{stock,qty}')::int as qty
           from catalog_entity e, jsonb_array_elements(e.doc->'configurable_children') with ordinality c(x, n)
          where e.store_code = 'default' and e.entity = 'product' and e.doc->>'type_id' = 'configurable' and jsonb_array_length(e.price_kids) >= 2
            and c.x->>'status' = '1' and c.x #>> '{stock,is_in_stock}' = 'true' and jsonb_typeof(c.x #> '{stock,qty}') = 'number'
            and (c.x #>> '{stock,qty}')::numeric between 1 and 1000
          order by e.sku, c.n limit 1`,
      )
    ).rows;
    const kid: Reservation = { parentSku: child.sku, childSku: child.child, base: ['configurable_children', child.idx], qty: child.qty };
    const kidsBefore = (await stored(child.sku)).map((r) => r.price_kids);
    expect(await move(kid, true)).toBe(true);
    expect(await inStock(child.sku, kid.base)).toEqual(STORE_VIEWS.map(() => false));
    const kidsOut = (await stored(child.sku)).map((r) => r.price_kids as unknown[]);
    expect(kidsOut.map((k) => k.length)).toEqual(kidsBefore.map((k) => (k as unknown[]).length - 1));
    expect(await drift()).toBe(0);
    expect(await move(kid, false)).toBe(true);
    expect((await stored(child.sku)).map((r) => r.price_kids)).toEqual(kidsBefore);
    expect(await drift()).toBe(0);

    // A text change and a key change, in every view.
    await t.db.query(`update catalog_entity set doc = jsonb_set(doc, '{name}', '"narrow stock oats"') where entity = 'product' and sku = $1`, [simple.sku]);
    expect(await drift()).toBe(0);
    expect((await stored(simple.sku)).map((r) => r.xmin)).not.toEqual(before.map((r) => r.xmin));
    await t.db.query(`update catalog_entity set id = id || '-moved' where entity = 'product' and sku = $1`, [simple.sku]);
    expect(await drift()).toBe(0);
    await t.db.query(`update catalog_entity set id = replace(id, '-moved', '') where entity = 'product' and sku = $1`, [simple.sku]);
    expect(await drift()).toBe(0);

    // Two servers on one PostgreSQL moving the same stock at once: the child's last two units, so
    // some moves take it out of stock (a write to the table) and others do not.
    if (t.url) {
      const second = await openDb({ databaseUrl: t.url, dataDir: null });
      try {
        expect(await move({ ...kid, qty: kid.qty - 2 }, true)).toBe(true);
        const on = (db: typeof t.db, r: Reservation, take: boolean) =>
          db.transaction((tx) => (take ? reserveStock(tx, [r]) : releaseStock(tx, [r]).then(() => true)));
        await Promise.all(Array.from({ length: 24 }, (_, i) => on(i % 2 ? second : t.db, i % 3 ? { ...kid, qty: 1 } : product, Math.floor(i / 2) % 2 === 0)));
      } finally {
        await second.close();
      }
      expect(await drift()).toBe(0);
    }
  }, 120_000);

  it('follows every write to catalog_entity', async () => {
    const drift = async () => (await t.db.query<{ n: number }>(SEARCH_TABLE_DRIFT)).rows[0].n;
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from catalog_search`)).rows[0].n).toBeGreaterThan(1000);
    expect(await drift()).toBe(0);
    const doc = (id: string, extra: object = {}) =>
      JSON.stringify({ id: Number(id), sku: `N-${id}`, name: 'narrow test oats', status: 1, visibility: 4, price: 10, ...extra });
    await t.db.query(`insert into catalog_entity (store_code, entity, id, doc, sku) values ('default', 'product', '990001', $1::jsonb, 'N-990001')`, [
      doc('990001'),
    ]);
    // An upsert that updates (the importer's statement) and a stock-like change inside the document.
    await t.db.query(
      `insert into catalog_entity (store_code, entity, id, doc, sku) values ('default', 'product', '990001', $1::jsonb, 'N-990001')
       on conflict (store_code, entity, id) do update set doc = excluded.doc`,
      [doc('990001', { brand: 7, special_price: 8 })],
    );
    await t.db.query(`update catalog_entity set doc = jsonb_set(doc, '{stock}', '{"qty": 3}') where entity = 'product' and id = '990001'`);
    expect(await drift()).toBe(0);
    expect((await t.db.query(`select v_brand as b from catalog_search where id = '990001'`)).rows).toEqual([{ b: 7 }]);
    // The typed copies (migration 025) follow a change of visibility, status and an aggregated attribute.
    const typed = async () =>
      (await t.db.query(`select t_visibility as v, t_status as s, t_brand as b, t_dietary as d from catalog_search where id = '990001'`)).rows;
    expect(await typed()).toEqual([{ v: 4, s: 1, b: [7], d: null }]);
    await t.db.query(
      `update catalog_entity set doc = doc || '{"visibility": 2, "status": "2", "brand": [8, 9], "dietary": [201]}'::jsonb where entity = 'product' and id = '990001'`,
    );
    expect(await typed()).toEqual([{ v: 2, s: null, b: [8, 9], d: [201] }]);
    expect(await drift()).toBe(0);
    // A product moved to another key, one turned into another entity type, one deleted.
    await t.db.query(`update catalog_entity set id = '990002' where entity = 'product' and id = '990001'`);
    expect(await drift()).toBe(0);
    await t.db.query(`update catalog_entity set entity = 'cms_block' where entity = 'product' and id = '990002'`);
    expect(await drift()).toBe(0);
    await t.db.query(
      `delete from catalog_entity where store_code = 'it' and entity = 'product' and id in (select id from catalog_entity where entity = 'product' limit 5)`,
    );
    expect(await drift()).toBe(0);
    await t.db.query('truncate catalog_entity');
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from catalog_search`)).rows).toEqual([{ n: 0 }]);
  }, 120_000);
});
