-- Store views (issue 13): every store view has a catalogue of its own, as a Magento store view has
-- its own Vue Storefront index (ido, ido_de, ido_it): its prices, category names and url_paths,
-- CMS pages and blocks. Rows written before this migration are the default view's. Reviews stay
-- the default view's rows and show in every view; stock is kept equal in every view's copy of a
-- product (server/services/order/reserveStock.ts).
--
-- Every read names its view. The btree indexes start with store_code: the primary key serves a
-- view's scans of one entity type (a listing's default filters match most rows anyway), the sku
-- and url indexes the look-ups. The GIN indexes (search text, doc, doc_small, skus) stay on their
-- one column: a GIN index cannot lead with a text column without btree_gin, and PGlite hangs with
-- btree_gin loaded beside pg_trgm; a text search of a view reads the matching rows of every view
-- and keeps its own (the store code is checked on the row).
ALTER TABLE catalog_entity ADD COLUMN store_code text NOT NULL DEFAULT 'default';

ALTER TABLE catalog_entity DROP CONSTRAINT catalog_entity_pkey;
ALTER TABLE catalog_entity ADD CONSTRAINT catalog_entity_pkey PRIMARY KEY (store_code, entity, id);

DROP INDEX catalog_entity_sku_idx;
CREATE UNIQUE INDEX catalog_entity_sku_idx ON catalog_entity (store_code, sku) WHERE entity = 'product';
-- Stock moves by sku in every view at once (reserveStock.ts).
CREATE INDEX catalog_entity_sku_all_idx ON catalog_entity (sku) WHERE entity = 'product';

DROP INDEX catalog_entity_url_idx;
CREATE INDEX catalog_entity_url_idx ON catalog_entity (store_code, url_path) WHERE url_path IS NOT NULL;

DROP INDEX catalog_entity_url_key_idx;
CREATE INDEX catalog_entity_url_key_idx ON catalog_entity (store_code, entity, (doc->>'url_key'));
