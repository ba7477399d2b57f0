// @vitest-environment node
/**
 * Migration 017: a database seeded before issue 14 had the demo texts claim "8 000" products. The
 * migration takes the claim out of the demo's own sentences and leaves an operator's texts alone.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

const migration = fs.readFileSync(new URL('../../server/db/migrations/017_demo_texts_count.sql', import.meta.url), 'utf8');
const OLD_HERO = '<div class="hero"><h2>Eat well, live well</h2><p>Over 8 000 health and diet products, delivered across South Africa.</p></div>';
const OLD_ABOUT = '<p>Today we deliver more than 8 000 health, diet and eco products to homes across South Africa.</p>';
const OPERATOR = '<p>Over 8 000 products: our own claim, our own words.</p>';

describe.each(backendNames)('migration 017, demo texts without a false count (%s)', (backend) => {
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
});
