import type { Queryable } from '../../server/db/index.ts';

/**
 * Values of a seeded test catalogue that random search requests pick from: the words of product
 * names (4 letters or more), and the category, brand and dietary ids products have.
 */
export async function catalogueValues(db: Queryable): Promise<{ words: string[]; categories: number[]; brands: number[]; dietary: number[] }> {
  const words = (
    await db.query<{ word: string }>(
      `select word from (select distinct lower(w) as word from catalog_entity, regexp_split_to_table(doc->>'name', '[^[:alpha:]]+') w
        where entity = 'product' and length(w) >= 4) x order by word collate "C"`,
    )
  ).rows.map((r) => r.word);
  const ids = async (sql: string) => (await db.query<{ v: number }>(sql)).rows.map((r) => Number(r.v));
  return {
    words,
    categories: await ids(`select distinct jsonb_array_elements(doc->'category_ids') as v from catalog_entity where entity = 'product' order by 1`),
    brands: await ids(`select distinct doc->'brand' as v from catalog_entity where entity = 'product' and jsonb_typeof(doc->'brand') = 'number' order by 1`),
    dietary: await ids(`select distinct jsonb_array_elements(doc->'dietary') as v from catalog_entity where entity = 'product' order by 1`),
  };
}
