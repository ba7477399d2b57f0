// @vitest-environment node
/**
 * Migrations of the demo's texts on databases seeded before: 017 takes the false "8 000" products
 * claim out, 019 puts the shop's real delivery terms (R 65, free from R 600) into the delivery page
 * and block. Both change only the demo's own sentences and leave an operator's texts alone.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

const read = (file: string) => fs.readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8');
const migration = read('017_demo_texts_count.sql');
const deliveryMigration = read('019_demo_delivery_terms.sql');
const OLD_HERO = '<div class="hero"><h2>Eat well, live well</h2><p>Over 8 000 health and diet products, delivered across South Africa.</p></div>';
const OLD_ABOUT = '<p>Today we deliver more than 8 000 health, diet and eco products to homes across South Africa.</p>';
const OPERATOR = '<p>Over 8 000 products: our own claim, our own words.</p>';

describe.each(backendNames)('migrations 017 and 019, the demo texts (%s)', (backend) => {
  const t = setUpTestApp(backend);

  async function put(entity: string, id: number, content: string) {
    await t.db.query(`insert into catalog_entity (entity, id, doc) values ($1, $2, $3::jsonb)`, [
      entity,
      id,
      JSON.stringify({ id, identifier: `x${id}`, content }),
    ]);
  }
  const contentOf = async (entity: string, id: number) =>
    (await t.db.query<{ content: string }>(`select doc->>'content' as content from catalog_entity where entity = $1 and id = $2`, [entity, id])).rows[0]
      .content;

  it('rewrites the seeded sentences, keeps the rest of the page and an operator text, and can run twice', async () => {
    await put('cms_block', 9001, OLD_HERO);
    await put('cms_page', 9002, OLD_ABOUT);
    await put('cms_block', 9003, OPERATOR);
    await t.db.exec(migration);
    await t.db.exec(migration);
    expect(await contentOf('cms_block', 9001)).toBe(
      '<div class="hero"><h2>Eat well, live well</h2><p>Pantry staples, superfoods and natural beauty, delivered across South Africa.</p></div>',
    );
    expect(await contentOf('cms_page', 9002)).toBe('<p>Today we deliver health, diet and eco products to homes across South Africa.</p>');
    expect(await contentOf('cms_block', 9003)).toBe(OPERATOR);
  });

  it('019 writes the delivery terms the shop charges into the seeded page and block, and leaves an operator text alone', async () => {
    const page = '<ul><li>Regional: 3-6 days</li><li>Standard delivery: R 75</li><li>Free delivery on orders over R 650</li></ul>';
    const block = '<p><strong>Free delivery</strong> on orders over R 650 to main centres.</p>';
    const own = '<p>Standard delivery: R 75 for our members.</p>';
    await put('cms_page', 9011, page);
    await put('cms_block', 9012, block);
    await put('cms_block', 9013, own);
    await t.db.exec(deliveryMigration);
    await t.db.exec(deliveryMigration);
    expect(await contentOf('cms_page', 9011)).toBe(
      '<ul><li>Regional: 3-6 days</li><li>Standard delivery: R 65</li><li>Free delivery on orders over R 600</li></ul>',
    );
    expect(await contentOf('cms_block', 9012)).toBe('<p><strong>Free delivery</strong> on orders over R 600 to main centres.</p>');
    expect(await contentOf('cms_block', 9013)).toBe(own);
  });
});
