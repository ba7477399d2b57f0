// @vitest-environment node
/**
 * The vocabulary for typo tolerance (catalog_word) takes the words of a product whose text
 * changed, and a stock move, which changes no text, does not insert its words again
 * (migration 026). A word taken out of the table by hand shows which writes put it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { reserveStock } from '../order/reserveStock.ts';

describe.each(backendNames)('catalogue vocabulary (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedIfEmpty(t.db, { products: 40 });
  }, 120_000);
  afterAll(() => t?.close());

  const known = async (word: string) => (await t.db.query('select 1 from catalog_word where word = $1', [word])).rows.length === 1;
  const startingWith = async (prefix: string) => (await t.db.query('select 1 from catalog_word where starts_with(word, $1)', [prefix])).rows.length;

  it('inserts the words of changed text only', async () => {
    const [product] = (
      await t.db.query<{ sku: string; word: string }>(
        `select e.sku, w as word from catalog_entity e, unnest(tsvector_to_array(e.search)) w
          where e.store_code = 'default' and e.entity = 'product' and e.doc->>'type_id' = 'simple'
            and e.doc #>> '{stock,is_in_stock}' = 'true' and jsonb_typeof(e.doc #> '{stock,qty}') = 'number'
            and (e.doc #>> '{stock,qty}')::numeric between 3 and 1000
            and length(w) between 4 and 40 and w ~ '^[[:alpha:]]+$'
          order by e.sku, w limit 1`,
      )
    ).rows;
    expect(product).toBeDefined();
    await t.db.query('delete from catalog_word where word = $1', [product.word]);

    // A stock move rewrites the product's document in every view, and its text stays the same.
    expect(await t.db.transaction((tx) => reserveStock(tx, [{ parentSku: product.sku, childSku: null, base: [], qty: 1 }]))).toBe(true);
    expect(await known(product.word)).toBe(false);

    // A text change brings the product's words in, the new one and the old ones.
    await t.db.query(
      `update catalog_entity set doc = jsonb_set(doc, '{name}', to_jsonb(doc->>'name' || ' Quokkaberry')) where entity = 'product' and sku = $1`,
      [product.sku],
    );
    expect(await startingWith('quokka')).toBe(1);
    expect(await known(product.word)).toBe(true);
  });

  it('takes the words of a row whose key changed', async () => {
    await t.db.query(
      `insert into catalog_entity (store_code, entity, id, doc)
       select store_code, entity, '990001', jsonb_set(doc, '{name}', '"Wombatine crackers"') from catalog_entity
        where store_code = 'default' and entity = 'product' order by id limit 1`,
    );
    await t.db.query("delete from catalog_word where starts_with(word, 'wombat')");
    await t.db.query(`update catalog_entity set id = '990002' where store_code = 'default' and entity = 'product' and id = '990001'`);
    expect(await startingWith('wombat')).toBe(1);
  });
});
