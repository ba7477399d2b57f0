// @vitest-environment node
/**
 * The match index (matchIndex.ts) gives the search statement's very answers: many random text
 * searches (typos, default and facet filters, price ranges, aggregations, paging, every store
 * view) on a seeded catalogue, each answered both ways and compared as written (total, the page's
 * ids, row versions and scores, every bucket, key order included). Stored values it cannot read
 * exactly go to the statement; a catalogue write by any server is seen by the next search, and an
 * answer never mixes two snapshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { catalogueValues } from '../../../test/contract/catalogueValues.ts';
import { openDb, type Db, type Queryable } from '../../db/index.ts';
import { makeRng } from '../../seed/random.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { STORE_VIEWS } from '../storeViews.ts';
import { forgetMatches, keptMatches, matchedSearch, matchLimits } from './matchIndex.ts';
import { PRICE_TTL_MS } from './searchCache.ts';
import { searchCatalog } from './searchCatalog.ts';
import { parseSearchRequest, type SearchRequest } from './searchRequest.ts';
import { buildSearchSql } from './searchSql.ts';
import { loadTaxRules } from './taxRules.ts';
import { planText } from './textSearch.ts';

/** The same requests on every run: the seed's generator, with a count below n and 1…max distinct items. */
function random(seed: number) {
  const rng = makeRng(seed);
  const int = (n: number) => rng.int(0, n - 1);
  return { next: rng.next, int, pick: rng.pick, some: <T>(list: readonly T[], max: number): T[] => rng.sample(list, 1 + int(max)) };
}

const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });
const request = (query: object, { index = 'ido', size = 50, from = 0 } = {}) =>
  parseSearchRequest({
    index,
    type: 'product',
    query: { request: JSON.stringify(query), response_format: 'compact', size: String(size), from: String(from) },
    body: undefined,
  });

/** Counts the match index's reads of a text's matches. */
function counting(db: Queryable, beforePageRead?: () => Promise<unknown>) {
  const out = {
    matchReads: 0,
    query: async (sql: string, params?: unknown[], options?: object) => {
      if (sql.includes('as plain_ids')) out.matchReads++;
      if (beforePageRead && sql.includes('json_build_array(e.id, e.xmin')) await beforePageRead();
      return db.query(sql, params, options);
    },
  };
  return out as Queryable & typeof out;
}

describe.each(backendNames)('match index (%s)', (backend) => {
  let t: TestDb;
  let other: Db | null = null;
  let words: string[];
  let brands: number[];
  let dietary: number[];
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedIfEmpty(t.db, { products: 400 });
    ({ words, brands, dietary } = await catalogueValues(t.db));
    // A second server process on the same PostgreSQL.
    if (t.url) other = await openDb({ databaseUrl: t.url, dataDir: null });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** The search statement's answer and the index's (null when it leaves the request to the statement), as written. */
  const both = async (req: SearchRequest, db: Queryable = t.db, now = new Date()) => {
    const text = (req.query._searchText ?? '').trim();
    const plan = (await planText(t.db, text))!;
    const price = { view: req.view, rules: await loadTaxRules(t.db), now };
    const { sql, values } = buildSearchSql(req, plan, price, true, 'versions');
    const row = (await t.db.query<{ total: number; hits: unknown; aggregations: unknown }>(sql, values)).rows[0];
    const statement = JSON.stringify({ total: row.total, hits: row.hits, aggregations: row.aggregations });
    // A text's first request is the statement's (its matches are read the second time).
    const answer = (await matchedSearch(db, req, plan, price)) ?? (await matchedSearch(db, req, plan, price));
    return { statement, index: answer && JSON.stringify({ total: answer.total, hits: answer.hits, aggregations: answer.aggregations }) };
  };

  it("leaves a text's first request to the statement and reads its matches the second time", async () => {
    const db = counting(t.db);
    const req = request({ _availableFilters: [{ field: 'brand' }], _searchText: words[9] });
    const plan = (await planText(t.db, words[9]))!;
    const price = { view: req.view, rules: await loadTaxRules(t.db), now: new Date() };
    expect(await matchedSearch(db, req, plan, price)).toBeNull();
    expect(db.matchReads).toBe(0);
    expect(await matchedSearch(db, req, plan, price)).not.toBeNull();
    expect(await matchedSearch(db, req, plan, price)).not.toBeNull();
    expect(db.matchReads).toBe(1);
  });

  it('answers 300 random text searches exactly as the search statement', async () => {
    const r = random(31);
    let answered = 0;
    let found = 0;
    for (let i = 0; i < 300; i++) {
      const typo = (w: string) => (w.length > 4 && r.next() < 0.3 ? w.slice(0, 2) + w.slice(3) : w);
      const filters: object[] = [
        f('visibility', { in: r.next() < 0.1 ? ['4', 2] : [4, ...r.some([1, 2, 3], 2)] }),
        f('status', { in: [1, ...r.some([0, 2, 7], 1)] }),
      ];
      if (r.next() < 0.35) filters.push(f('brand', { in: r.some([...brands, String(r.pick(brands))], 3) }, 'catalog'));
      if (r.next() < 0.3) filters.push(f('dietary', { in: r.some(dietary, 2) }, 'catalog'));
      // Anything but a whole number of cents, a field without a typed copy and a sort are the statement's.
      let readable = true;
      if (r.next() < 0.3) {
        const range = r.pick([{ gte: 0, lt: 100 }, { gte: 100, lt: 250 }, { gte: 10.5, lte: 40 }, { gt: 400 }, { from: 12.345 }, { to: '' }]);
        readable &&= !('from' in range);
        filters.push(f('price', range, 'catalog'));
      }
      if (r.next() < 0.05) {
        filters.push(f('category_ids', { in: [r.int(50)] }));
        readable = false;
      }
      const fields = r.some(['price', 'brand', 'dietary', 'price', 'brand', 'dietary', 'price', 'brand', 'dietary', 'size'], 4);
      readable &&= !fields.includes('size');
      const available = fields.map((field) => ({ field, scope: 'catalog' }));
      const query: Record<string, unknown> = {
        _appliedFilters: filters,
        _availableFilters: available,
        _searchText: Array.from({ length: 1 + r.int(2) }, () => typo(r.pick(words))).join(' '),
      };
      if (r.next() < 0.05) {
        query._appliedSort = [{ field: 'final_price', options: 'asc' }];
        readable = false;
      }
      const view = r.pick(STORE_VIEWS);
      const req = request(query, { index: view.index, size: 1 + r.int(60), from: r.int(3) * 10 });
      forgetMatches(t.db);
      const { statement, index } = await both(req);
      expect(index !== null, JSON.stringify(query)).toBe(readable);
      if (index === null) continue;
      expect(index, JSON.stringify(query)).toBe(statement);
      answered++;
      if (JSON.parse(statement).total > 0) found++;
    }
    expect(answered).toBeGreaterThan(180);
    expect(found).toBeGreaterThan(100); // the requests find things: the comparison is not of empty answers
  }, 300_000);

  it('leaves stored values it cannot read exactly to the statement', async () => {
    const odd = [
      { brand: 'Acme' }, // a text brand: no typed copy
      { type_id: ['configurable'], brand_options: [brands[0]] }, // an array type_id
      { brand: [[brands[0]]] }, // a nested list
    ];
    for (const [i, extra] of odd.entries()) {
      const doc = { id: 960000 + i, sku: `ODDM-${i}`, name: `zqxmatch item ${i}`, status: 1, visibility: 4, price: 5 + i, tax_class_id: 2, ...extra };
      await t.db.query(`insert into catalog_entity (store_code, entity, id, doc, sku) values ('default', 'product', $1, $2::jsonb, $3)`, [
        String(doc.id),
        JSON.stringify(doc),
        doc.sku,
      ]);
    }
    const base = { _appliedFilters: [f('visibility', { in: [4] })], _searchText: 'zqxmatch' };
    // The brand is read: the statement answers.
    expect((await both(request({ ...base, _availableFilters: [{ field: 'brand' }] }))).index).toBeNull();
    expect((await both(request({ ...base, _appliedFilters: [...base._appliedFilters, f('brand', { in: [brands[0]] }, 'catalog')] }))).index).toBeNull();
    // Neither the brand nor the type is read: the index answers, the same.
    const prices = await both(request({ ...base, _availableFilters: [{ field: 'price' }] }));
    expect(prices.index).toBe(prices.statement);
    expect(JSON.parse(prices.statement).total).toBe(3);
    // Through the whole search, the statement's answer either way.
    const viaSearch = await searchCatalog(t.db, request({ ...base, _availableFilters: [{ field: 'brand' }] }));
    expect(viaSearch.total).toBe(3);
    await t.db.query(`delete from catalog_entity where entity = 'product' and sku like 'ODDM-%'`);
  });

  it('pages deep into a text with many matches as the statement does', async () => {
    // 300 products of one text; scores tie often (the same name shape), so the order falls to the id.
    await t.db.query(
      `insert into catalog_entity (store_code, entity, id, doc, sku)
       select 'default', 'product', (962000 + i)::text,
              jsonb_build_object('id', 962000 + i, 'sku', 'DEEP-' || i, 'name', 'zqxdeep ' || repeat('zqxdeep ', i % 3) || 'item ' || i,
                                 'status', 1, 'visibility', 4, 'type_id', 'simple', 'price', 5 + i % 40, 'tax_class_id', 2, 'brand', $1::int),
              'DEEP-' || i
         from generate_series(1, 300) i`,
      [brands[0]],
    );
    for (const [from, size] of [
      [0, 50],
      [140, 60],
      [180, 30],
      [260, 60],
    ]) {
      const req = request({ _availableFilters: [{ field: 'price' }, { field: 'brand' }], _searchText: 'zqxdeep' }, { size, from });
      const { statement, index } = await both(req);
      expect(index, `from ${from}`).toBe(statement);
      expect(JSON.parse(statement).hits.length).toBe(Math.min(size, 300 - from));
    }
    await t.db.query(`delete from catalog_entity where entity = 'product' and sku like 'DEEP-%'`);
  });

  it("counts a configurable's children's values for it, and no other product's", async () => {
    const [own, kids] = [brands[0], brands[1]];
    const docs = [
      { type_id: 'simple', brand: own, brand_options: [kids] },
      { type_id: 'configurable', brand: own, brand_options: [kids] },
      { type_id: 'configurable', brand_options: [own, kids] },
    ];
    for (const [i, extra] of docs.entries()) {
      const doc = { id: 961000 + i, sku: `KIDS-${i}`, name: `zqxkids item ${i}`, status: 1, visibility: 4, price: 5, tax_class_id: 2, ...extra };
      await t.db.query(`insert into catalog_entity (store_code, entity, id, doc, sku) values ('default', 'product', $1, $2::jsonb, $3)`, [
        String(doc.id),
        JSON.stringify(doc),
        doc.sku,
      ]);
    }
    for (const brand of [own, kids]) {
      const { statement, index } = await both(
        request({ _appliedFilters: [f('brand', { in: [brand] }, 'catalog')], _availableFilters: [{ field: 'brand' }], _searchText: 'zqxkids' }),
      );
      expect(index).toBe(statement);
      expect(JSON.parse(statement).total).toBe(brand === own ? 3 : 2);
    }
    await t.db.query(`delete from catalog_entity where entity = 'product' and sku like 'KIDS-%'`);
  });

  it('sees a catalogue write by any server at once', async () => {
    const writer = other ?? t.db;
    const db = counting(t.db);
    const req = () =>
      request({ _appliedFilters: [f('status', { in: [1] })], _availableFilters: [{ field: 'brand' }, { field: 'price' }], _searchText: words[3] });
    const first = await both(req(), db);
    expect(first.index).toBe(first.statement);
    await both(req(), db);
    expect(db.matchReads).toBe(1); // the same text again: its matches are kept
    const hit = (JSON.parse(first.statement) as { hits: { id: string }[] }).hits[0].id;
    await writer.query(`update catalog_entity set doc = doc || '{"brand": 424242, "price": 9999}'::jsonb where entity = 'product' and id = $1`, [hit]);
    const after = await both(req(), db);
    expect(after.index).toBe(after.statement);
    expect(after.statement).not.toBe(first.statement);
    expect(after.statement).toContain('424242');
    expect(db.matchReads).toBe(2);
  });

  it('answers from one snapshot when the catalogue changes between its two statements', async () => {
    const text = words[5];
    let writes = 0;
    // A write lands before every page read: a set is never current, and the statement answers.
    const db = counting(t.db, () =>
      (other ?? t.db).query(
        `update catalog_entity set doc = doc || jsonb_build_object('batch', $1::int) where entity = 'product' and sku = (select min(sku) from catalog_entity where entity = 'product')`,
        [++writes],
      ),
    );
    const req = request({ _appliedFilters: [f('status', { in: [1] })], _availableFilters: [{ field: 'dietary' }], _searchText: text });
    const { statement, index } = await both(req, db);
    expect(index).toBeNull();
    expect(db.matchReads).toBe(1); // read once, found stale, not read again in a loop
    // A set kept from before the write is read again once, and answers when that read is current.
    forgetMatches(t.db);
    const steady = await both(req);
    await (other ?? t.db).query(
      `update catalog_entity set doc = doc || '{"batch": 0}'::jsonb where entity = 'product' and sku = (select min(sku) from catalog_entity where entity = 'product')`,
    );
    const fresh = await both(req);
    expect(fresh.index).toBe(fresh.statement);
    expect(steady.index).toBe(steady.statement);
    expect(statement).toBeTruthy();
  });

  it('uses a set PRICE_TTL_MS at most, keeps matchLimits.sets texts at most, and reads no text pushed out in turn', async () => {
    const db = counting(t.db);
    const req = request({ _availableFilters: [{ field: 'price' }], _searchText: words[7] });
    const now = Date.now();
    await both(req, db, new Date(now));
    await both(req, db, new Date(now + PRICE_TTL_MS - 1));
    expect(db.matchReads).toBe(1);
    const later = await both(req, db, new Date(now + PRICE_TTL_MS));
    expect(later.index).toBe(later.statement);
    expect(db.matchReads).toBe(2);
    const many = counting(t.db);
    const rules = await loadTaxRules(t.db);
    for (const word of words.slice(0, matchLimits.sets + 6)) {
      const plan = (await planText(t.db, word))!;
      for (let i = 0; i < 2; i++) await matchedSearch(many, request({ _searchText: word }), plan, { view: STORE_VIEWS[0], rules, now: new Date() });
    }
    expect(keptMatches(many).sets).toBe(matchLimits.sets);
    // The texts pushed out are left to the statement for a while, not read again in turn (a
    // round of more texts than the bound holds would read every one on every request).
    const first = (await planText(t.db, words[0]))!;
    const reads = many.matchReads;
    expect(await matchedSearch(many, request({ _searchText: words[0] }), first, { view: STORE_VIEWS[0], rules, now: new Date() })).toBeNull();
    expect(many.matchReads).toBe(reads);
  }, 120_000);

  it('reads a text with more matches than it keeps once, then leaves it to the statement for SEEN_MS', async () => {
    const db = counting(t.db);
    const req = request({ _availableFilters: [{ field: 'brand' }], _searchText: words[3] });
    const plan = (await planText(t.db, words[3]))!;
    const rules = await loadTaxRules(t.db);
    const at = (ms: number) => ({ view: req.view, rules, now: new Date(ms) });
    const saved = matchLimits.rows;
    matchLimits.rows = 2; // every text of the seed matches more than one row
    try {
      const now = Date.now();
      expect(await matchedSearch(db, req, plan, at(now))).toBeNull();
      // The second request reads the matches and answers from them, but does not keep them.
      const read = await matchedSearch(db, req, plan, at(now + 1));
      expect(read).not.toBeNull();
      expect(read!.total).toBeGreaterThan(1);
      expect(keptMatches(db).sets).toBe(0);
      expect(db.matchReads).toBe(1);
      // Later requests go to the statement without reading the matches again…
      for (let i = 2; i < 6; i++) expect(await matchedSearch(db, req, plan, at(now + i))).toBeNull();
      expect(db.matchReads).toBe(1);
      // …until SEEN_MS (10 minutes) after the read: the text may match fewer rows by then, and is
      // taken as a new one (its first request the statement's, its second reads the matches).
      const later = now + 1 + 10 * 60_000;
      expect(await matchedSearch(db, req, plan, at(later - 1))).toBeNull();
      expect(db.matchReads).toBe(1);
      expect(await matchedSearch(db, req, plan, at(later))).toBeNull();
      expect(await matchedSearch(db, req, plan, at(later + 1))).not.toBeNull();
      expect(db.matchReads).toBe(2);
    } finally {
      matchLimits.rows = saved;
    }
  });
});
