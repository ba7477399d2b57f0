// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogue, ImportError } from '../../server/seed/importCatalogue.ts';
import type { ImportEntity } from '../../server/seed/importEntry.ts';
import { fileRecords, textRecords } from '../../server/seed/importRecords.ts';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'importFixtures', name);
const fromFile = (name: string) => ({ name, records: fileRecords(fixture(name)) });

describe.each(backendNames)('catalogue importer (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const rowCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from catalog_entity')).rows[0].n;
  const map = (url: string) => t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url } });

  it('imports an elasticdump NDJSON export of every entity type and serves it', async () => {
    const counts = await importCatalogue(t.db, [fromFile('vsf-es5.ndjson')]);
    expect(counts).toEqual({ product: 2, category: 1, attribute: 1, taxrule: 1, cms_page: 1, cms_block: 1, review: 1 });

    const product = (await map('women/tops-women/tees-women/radiant-tee.html')).json();
    // The configurable parent is priced from its cheapest child: WS12-XS-Blue's special 18 + 15% VAT.
    expect(product).toMatchObject({ _type: 'product', _id: '1556', _source: { sku: 'WS12', final_price_incl_tax: 20.7, original_price_incl_tax: 25.3 } });
    expect(product._source.configurable_children.map((c: { sku: string }) => c.sku)).toEqual(['WS12-XS-Blue', 'WS12-S-Orange']);
    expect((await map('women/tops-women/tees-women')).json()).toMatchObject({ _type: 'category', _source: { id: 25, slug: 'tees-25' } });
    expect((await map('customer-service')).json()).toMatchObject({ _type: 'cms_page', _source: { title: 'Customer Service' } });

    const stock = await t.app.inject({ method: 'GET', url: '/api/stock/check?sku=WS12-S-Orange' });
    expect(stock.json().result).toMatchObject({ product_id: 1551, qty: 100, is_in_stock: true });
    const { rows } = await t.db.query<{ sku: string | null; url_path: string | null }>(
      "select sku, url_path from catalog_entity where entity = 'product' and id = '1556'",
    );
    expect(rows).toEqual([{ sku: 'WS12', url_path: 'women/tops-women/tees-women/radiant-tee.html' }]);
  });

  it('imports an Elasticsearch 7 dump (type from the index name) and upserts by id', async () => {
    const before = await rowCount();
    expect(await importCatalogue(t.db, [fromFile('vsf-es7.ndjson')])).toEqual({ product: 1, category: 1 });
    expect(await rowCount()).toBe(before);
    expect((await map('women/tops-women/tees-women/radiant-tee.html')).json()._source.name).toBe('Radiant Tee (ES7)');
  });

  it('imports a JSON array of plain documents with --type, normalising url_path', async () => {
    expect(await importCatalogue(t.db, [fromFile('products.json')], { type: 'product' })).toEqual({ product: 2 });
    expect((await map('arr-1.html')).json()).toMatchObject({
      _source: { sku: 'ARR-1', original_price_incl_tax: 46, final_price_incl_tax: 20.7, slug: 'arr-1' },
    });
  });

  it('refuses plain documents without a type', async () => {
    await expect(importCatalogue(t.db, [fromFile('products.json')])).rejects.toThrow(/item 1: unknown entity type/);
  });

  it('rejects a malformed line with its line number and imports nothing', async () => {
    const before = await rowCount();
    const err = await importCatalogue(t.db, [fromFile('malformed.ndjson')]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).errors).toEqual([expect.stringMatching(/^malformed\.ndjson line 3: not valid JSON/)]);
    expect(await rowCount()).toBe(before);
    expect((await map('new-1.html')).body).toBe('null');
  });

  it.each<[string, string, ImportEntity | undefined, RegExp]>([
    ['a product without sku', '{"_type":"product","_id":"9","_source":{"type_id":"simple"}}', undefined, /line 1: a product needs a sku/],
    ['a string price', '{"_type":"product","_id":"9","_source":{"sku":"X9","type_id":"simple","price":"12"}}', undefined, /price must be a number/],
    ['an unknown type', '{"_index":"shop","_type":"order","_id":"1","_source":{}}', undefined, /unknown entity type/],
    ['a cms page without identifier', '\n\n{"id":3,"title":"x"}', 'cms_page', /line 3: a cms_page needs an identifier/],
    [
      'a sku used twice',
      '{"_type":"product","_id":"91","_source":{"sku":"DUP","type_id":"simple"}}\n{"_type":"product","_id":"92","_source":{"sku":"DUP","type_id":"simple"}}',
      undefined,
      /line 2: sku DUP is also used by product 91/,
    ],
    [
      'a sku of another stored product',
      '{"_type":"product","_id":"93","_source":{"sku":"FLOUR-1","type_id":"simple"}}',
      undefined,
      /line 1: sku FLOUR-1 already belongs to product 101/,
    ],
    ['a JSON array with a syntax error', '[\n{"id":1},\n{"id":2,}\n]', 'product', /file \(line 3\): not valid JSON/],
  ])('refuses %s', async (_name, text, type, message) => {
    const before = await rowCount();
    await expect(importCatalogue(t.db, [{ name: 'file', records: textRecords(text) }], { type })).rejects.toThrow(message);
    expect(await rowCount()).toBe(before);
  });

  it('lets new reviews continue after imported review ids', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review/create',
      payload: { review: { product_id: 1556, title: 'T', detail: 'D', nickname: 'N', review_entity: 'product' } },
    });
    expect(res.json().result.id).toBeGreaterThan(12);
  });
});

describe('npm run catalog:import (CLI)', () => {
  const run = promisify(execFile);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('imports a file into DATA_DIR and exits 0; a malformed file exits 1 naming the line', async () => {
    const ok = await run(process.execPath, ['--import', 'tsx', 'server/seed/import.ts', fixture('vsf-es5.ndjson')], { env });
    expect(ok.stdout).toMatch(/Imported 2 product, 1 category, 1 attribute, 1 taxrule, 1 cms_page, 1 cms_block, 1 review/);
    const bad = await run(process.execPath, ['--import', 'tsx', 'server/seed/import.ts', fixture('malformed.ndjson')], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(bad).toMatchObject({ code: 1 });
    expect((bad as { stderr: string }).stderr).toMatch(/malformed\.ndjson line 3: not valid JSON/);
  }, 60_000);
});
