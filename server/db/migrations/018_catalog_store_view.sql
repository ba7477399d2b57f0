-- Store views (issue 13): every store view has a catalogue of its own, as a Magento store view has
-- its own Vue Storefront index (ido, ido_de, ido_it): its prices, category names and url_paths,
-- CMS pages and blocks. Rows written before this migration are the default view's. Reviews stay
-- the default view's rows and show in every view; stock is kept equal in every view's copy of a
-- product (server/services/order/reserveStock.ts).
--
-- Every read names its view, so every index used by a read starts with store_code. The GIN
-- indexes take it as their first column through btree_gin (a contrib extension, trusted like
-- pg_trgm): a search of one view then never visits another view's rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;

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

DROP INDEX catalog_entity_doc_idx;
CREATE INDEX catalog_entity_doc_idx ON catalog_entity USING gin (store_code, doc jsonb_path_ops);

DROP INDEX catalog_entity_doc_small_idx;
CREATE INDEX catalog_entity_doc_small_idx ON catalog_entity USING gin (store_code, doc_small jsonb_path_ops);

DROP INDEX catalog_entity_search_idx;
CREATE INDEX catalog_entity_search_idx ON catalog_entity USING gin (store_code, search);

DROP INDEX catalog_entity_skus_idx;
CREATE INDEX catalog_entity_skus_idx ON catalog_entity USING gin (store_code, skus) WHERE entity = 'product';
