-- A narrow copy of every product row for catalogue search (issue 15: a filter set asked for the
-- first time at 100,000 products). A product row of catalog_entity is ~3 kB (the whole document,
-- compressed inline, beside doc_small), so the ~15,000 matches of a common word lie on as many
-- heap pages, read one by one. catalog_search keeps, per (view, product), only what a search
-- reads for every matching row: the text vector, the price columns of migration 003 and
-- `doc_lean`, doc_small without the fields shown on a tile but never filtered, aggregated or
-- sorted on in the shop (pictures, url, stock, options, ingredients): ~600 bytes a row. A search
-- whose filters, facets and sorts read only fields doc_lean keeps runs on this table and reads
-- catalog_entity only for the page's documents (server/services/catalog/searchSql.ts); any other
-- search runs as before. doc_lean holds the very jsonb values of doc_small, so a filter, a
-- bucket or a sort reads the same value on either table.
--
-- Kept right for every writer (seed, importer, stock moves, reviews, an operator's SQL) by
-- statement triggers on catalog_entity, in the writing transaction: one set-based statement per
-- writing statement (transition tables), so a bulk seed does not pay per row, and a search on
-- any server sees the copy its snapshot sees of catalog_entity.
CREATE TABLE catalog_search (
  store_code    text NOT NULL,
  id            text NOT NULL,
  search        tsvector,
  doc_lean      jsonb,
  price_plain   numeric,
  price_special numeric,
  special_from  text,
  special_until text,
  tax_class     text,
  price_kids    jsonb,
  price_parts   jsonb,
  sellable      boolean,
  PRIMARY KEY (store_code, id)
);
-- Read on every matching row: never compressed or moved out of line (as doc_small, migration 010).
ALTER TABLE catalog_search ALTER COLUMN doc_lean SET STORAGE MAIN;

-- Keep this list in step with LEAN_LEFT_OUT in server/services/catalog/searchSql.ts.
CREATE FUNCTION catalog_doc_lean(small jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT small - ARRAY['url_path', 'url_key', 'slug', 'image', 'small_image', 'thumbnail', 'ingredients', 'stock',
    'custom_options', 'downloadable_product_links', 'meta_title', 'meta_keyword', 'meta_description']
$$;

CREATE FUNCTION catalog_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- Rows that are no product (any more) under their old key.
    DELETE FROM catalog_search s USING old_rows o
     WHERE o.entity = 'product' AND s.store_code = o.store_code AND s.id = o.id
       AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.entity = 'product' AND n.store_code = o.store_code AND n.id = o.id);
  END IF;
  INSERT INTO catalog_search (store_code, id, search, doc_lean, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable)
  SELECT store_code, id, search, catalog_doc_lean(doc_small), price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable
    FROM new_rows WHERE entity = 'product'
  ON CONFLICT (store_code, id) DO UPDATE SET
    search = EXCLUDED.search, doc_lean = EXCLUDED.doc_lean, price_plain = EXCLUDED.price_plain, price_special = EXCLUDED.price_special,
    special_from = EXCLUDED.special_from, special_until = EXCLUDED.special_until, tax_class = EXCLUDED.tax_class,
    price_kids = EXCLUDED.price_kids, price_parts = EXCLUDED.price_parts, sellable = EXCLUDED.sellable;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_search s USING old_rows o WHERE o.entity = 'product' AND s.store_code = o.store_code AND s.id = o.id;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE catalog_search;
  RETURN NULL;
END $$;

-- A trigger with transition tables serves one event only: one per event.
CREATE TRIGGER catalog_search_insert AFTER INSERT ON catalog_entity
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_upsert();
CREATE TRIGGER catalog_search_update AFTER UPDATE ON catalog_entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_upsert();
CREATE TRIGGER catalog_search_delete AFTER DELETE ON catalog_entity
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_delete();
CREATE TRIGGER catalog_search_truncate AFTER TRUNCATE ON catalog_entity
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_truncate();

-- The products already stored, view by view (a view's rows then lie together on disk), before
-- the indexes: building them once is faster than growing them row by row.
INSERT INTO catalog_search (store_code, id, search, doc_lean, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable)
SELECT store_code, id, search, catalog_doc_lean(doc_small), price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable
  FROM catalog_entity WHERE entity = 'product' ORDER BY store_code, id;

-- As migrations 021 and 022 on catalog_entity: one GIN index per built-in view (the statement
-- names the view as a literal), and one over every view for views added by configuration.
CREATE INDEX catalog_search_search_idx ON catalog_search USING gin (search);
CREATE INDEX catalog_search_search_default_idx ON catalog_search USING gin (search) WHERE store_code = 'default';
CREATE INDEX catalog_search_search_de_idx ON catalog_search USING gin (search) WHERE store_code = 'de';
CREATE INDEX catalog_search_search_it_idx ON catalog_search USING gin (search) WHERE store_code = 'it';
CREATE INDEX catalog_search_lean_idx ON catalog_search USING gin (doc_lean jsonb_path_ops);
CREATE INDEX catalog_search_lean_default_idx ON catalog_search USING gin (doc_lean jsonb_path_ops) WHERE store_code = 'default';
CREATE INDEX catalog_search_lean_de_idx ON catalog_search USING gin (doc_lean jsonb_path_ops) WHERE store_code = 'de';
CREATE INDEX catalog_search_lean_it_idx ON catalog_search USING gin (doc_lean jsonb_path_ops) WHERE store_code = 'it';

ANALYZE catalog_search;
