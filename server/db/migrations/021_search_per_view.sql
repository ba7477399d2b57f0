-- Product text search per store view (issue 15). The GIN index on `search` holds every view's
-- rows: a text search found the matches of all views and ANDed them with the (store_code, …)
-- btree, which reads every index entry of the view (at 100,000 products ~10–20 ms of a search,
-- growing with the catalogue). A GIN index per built-in view's products answers that view's
-- matches alone (~1.3 ms there). A view added by configuration has none and is searched as
-- before. The search statement names the view and the entity as literals
-- (server/services/catalog/searchSql.ts): a prepared statement's generic plan cannot use a
-- partial index for a parameter.
CREATE INDEX IF NOT EXISTS catalog_entity_search_default_idx ON catalog_entity USING gin (search) WHERE store_code = 'default' AND entity = 'product';
CREATE INDEX IF NOT EXISTS catalog_entity_search_de_idx ON catalog_entity USING gin (search) WHERE store_code = 'de' AND entity = 'product';
CREATE INDEX IF NOT EXISTS catalog_entity_search_it_idx ON catalog_entity USING gin (search) WHERE store_code = 'it' AND entity = 'product';
