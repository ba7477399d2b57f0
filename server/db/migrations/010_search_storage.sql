-- What catalogue search reads on every request, made cheap to read (issue 3 latency target).

-- Catalogue search reads doc_small on every row it looks at (default filters, facets, sorts:
-- server/services/catalog/searchSql.ts). With the default storage (EXTENDED) PostgreSQL
-- compresses a column inline as soon as the row is over ~2 kB, largest column first, before it
-- moves anything out of line; a product row is over that until `doc` has gone to the TOAST
-- table, so nearly every doc_small ended up compressed and every search decompressed it for
-- every candidate row (issue 3: about a tenth of a text search at 10,000 products). MAIN keeps
-- it uncompressed in the row unless the row still does not fit once `doc` is out of line.
ALTER TABLE catalog_entity ALTER COLUMN doc_small SET STORAGE MAIN;

-- Values already stored keep their compression until rewritten: rewrite them (a new jsonb
-- value, same content; the derive trigger only fires on doc and entity).
UPDATE catalog_entity SET doc_small = doc_small || '{}'::jsonb WHERE doc_small IS NOT NULL;

-- catalog_word gets its words from statement triggers, in bulk. With GIN's default fastupdate
-- they wait in the index's pending list until it passes 4 MB or a vacuum merges it; PGlite runs
-- no autovacuum, so every typo lookup (textSearch.ts) scanned the whole list: ~7 ms per word at
-- 10,000 products. A 64 kB limit makes the inserting statement merge it while it is small.
ALTER INDEX catalog_word_trgm_idx SET (gin_pending_list_limit = 64);
SELECT gin_clean_pending_list('catalog_word_trgm_idx'::regclass);
