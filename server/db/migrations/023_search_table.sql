-- A narrow copy of every product row for catalogue text search (issue 15: a filter set asked for
-- the first time at 100,000 products). A product row of catalog_entity is ~3 kB (the whole
-- document compressed inline beside doc_small), and a text search reads every matching row: the
-- ~15,000 matches of a common word are fetched one heap page each, and every row's fields are
-- taken out of jsonb (jsonb_to_record, jsonpath filters). catalog_search keeps, per (view,
-- product), only what a text search reads for each matching row: the text vector, the price
-- columns of migration 003, and one column per field the shop filters, aggregates or sorts on
-- (v_<field>: the field's jsonb value in doc_small, SQL NULL when the document lacks it). A text
-- search whose filters, facets and sorts read only those fields runs on this table and reads
-- catalog_entity for the page's documents only (server/services/catalog/searchSql.ts); any other
-- search, and every listing without a text (the GIN index on doc_small answers those), runs as
-- before. The columns hold the very jsonb values of the document, so a filter, a bucket or a sort
-- reads the same value on either table.
--
-- Kept right for every writer (seed, importer, stock moves, an operator's SQL) by statement
-- triggers on catalog_entity, in the writing transaction: one set-based statement per writing
-- statement (transition tables), so a bulk seed does not pay per row, and a search on any server
-- sees the copy its snapshot sees of catalog_entity.
-- A product's net price in cents when no clock and no other product can change it: no special
-- price window, no parts (grouped, bundle); for a configurable, when no child has a window and
-- every child has the parent's tax class, the cheapest child's (with one rate, the cheapest net
-- is the cheapest gross: a net in cents plus its rounded tax never falls as the net grows).
-- Otherwise NULL, and the search works the price out per request (priceSql.ts).
CREATE FUNCTION catalog_fixed_cents(special numeric, sp_from text, sp_until text, tc text, kids jsonb, parts jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN parts IS NOT NULL THEN NULL
    WHEN kids IS NOT NULL THEN (
      SELECT CASE WHEN count(*) > 0 AND bool_and(k->>'from' IS NULL AND k->>'until' IS NULL AND (k->>'tc') IS NOT DISTINCT FROM tc)
                  THEN min(round((k->>'special')::numeric * 100)) END
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(kids) = 'array' THEN kids ELSE '[]' END) k)
    WHEN sp_from IS NULL AND sp_until IS NULL THEN round(special * 100)
  END
$$;

CREATE TABLE catalog_search (
  store_code      text NOT NULL,
  id              text NOT NULL,
  -- A row is taken apart up to the last column a search reads: the ones nearly every search
  -- reads come first.
  search          tsvector,
  tax_class       text,
  -- The shown price's net in cents when neither the clock nor another product can change it
  -- (catalog_fixed_cents): what catalog_incl_cents rounds it to.
  price_cents     numeric GENERATED ALWAYS AS (catalog_fixed_cents(price_special, special_from, special_until, tax_class, price_kids, price_parts)) STORED,
  -- Keep this list of columns (v_ and the field's name) in step with LEAN_FIELDS in
  -- server/services/catalog/searchSql.ts.
  v_id              jsonb,
  v_visibility      jsonb,
  v_status          jsonb,
  v_brand           jsonb,
  v_brand_options   jsonb,
  v_dietary         jsonb,
  v_dietary_options jsonb,
  price_plain     numeric,
  price_special   numeric,
  special_from    text,
  special_until   text,
  price_kids      jsonb,
  price_parts     jsonb,
  sellable        boolean,
  v_sku             jsonb,
  v_name            jsonb,
  v_type_id         jsonb,
  v_category_ids    jsonb,
  v_size            jsonb,
  v_size_options    jsonb,
  v_flavour         jsonb,
  v_flavour_options jsonb,
  v_color           jsonb,
  v_color_options   jsonb,
  v_price           jsonb,
  v_final_price     jsonb,
  v_special_price   jsonb,
  v_created_at      jsonb,
  v_updated_at      jsonb,
  v_new             jsonb,
  v_sale            jsonb,
  v_bestseller      jsonb,
  v_weight          jsonb,
  v_tax_class_id    jsonb,
  PRIMARY KEY (store_code, id)
);

CREATE FUNCTION catalog_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- Rows that are no product (any more) under their old key.
    DELETE FROM catalog_search s USING old_rows o
     WHERE o.entity = 'product' AND s.store_code = o.store_code AND s.id = o.id
       AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.entity = 'product' AND n.store_code = o.store_code AND n.id = o.id);
  END IF;
  INSERT INTO catalog_search (store_code, id, search, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable,
    v_id, v_sku, v_name, v_type_id, v_visibility, v_status, v_category_ids, v_brand, v_brand_options, v_dietary, v_dietary_options, v_size, v_size_options, v_flavour, v_flavour_options, v_color, v_color_options, v_price, v_final_price, v_special_price, v_created_at, v_updated_at, v_new, v_sale, v_bestseller, v_weight, v_tax_class_id)
  SELECT store_code, id, search, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable,
    doc_small->'id', doc_small->'sku', doc_small->'name', doc_small->'type_id', doc_small->'visibility', doc_small->'status', doc_small->'category_ids', doc_small->'brand', doc_small->'brand_options', doc_small->'dietary', doc_small->'dietary_options', doc_small->'size', doc_small->'size_options', doc_small->'flavour', doc_small->'flavour_options', doc_small->'color', doc_small->'color_options', doc_small->'price', doc_small->'final_price', doc_small->'special_price', doc_small->'created_at', doc_small->'updated_at', doc_small->'new', doc_small->'sale', doc_small->'bestseller', doc_small->'weight', doc_small->'tax_class_id'
    FROM new_rows WHERE entity = 'product'
  ON CONFLICT (store_code, id) DO UPDATE SET
    search = EXCLUDED.search, price_plain = EXCLUDED.price_plain, price_special = EXCLUDED.price_special,
    special_from = EXCLUDED.special_from, special_until = EXCLUDED.special_until, tax_class = EXCLUDED.tax_class,
    price_kids = EXCLUDED.price_kids, price_parts = EXCLUDED.price_parts, sellable = EXCLUDED.sellable,
    v_id = EXCLUDED.v_id, v_sku = EXCLUDED.v_sku, v_name = EXCLUDED.v_name, v_type_id = EXCLUDED.v_type_id, v_visibility = EXCLUDED.v_visibility, v_status = EXCLUDED.v_status, v_category_ids = EXCLUDED.v_category_ids, v_brand = EXCLUDED.v_brand, v_brand_options = EXCLUDED.v_brand_options, v_dietary = EXCLUDED.v_dietary, v_dietary_options = EXCLUDED.v_dietary_options, v_size = EXCLUDED.v_size, v_size_options = EXCLUDED.v_size_options, v_flavour = EXCLUDED.v_flavour, v_flavour_options = EXCLUDED.v_flavour_options, v_color = EXCLUDED.v_color, v_color_options = EXCLUDED.v_color_options, v_price = EXCLUDED.v_price, v_final_price = EXCLUDED.v_final_price, v_special_price = EXCLUDED.v_special_price, v_created_at = EXCLUDED.v_created_at, v_updated_at = EXCLUDED.v_updated_at, v_new = EXCLUDED.v_new, v_sale = EXCLUDED.v_sale, v_bestseller = EXCLUDED.v_bestseller, v_weight = EXCLUDED.v_weight, v_tax_class_id = EXCLUDED.v_tax_class_id;
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
-- the indexes: building an index once is faster than growing it row by row.
INSERT INTO catalog_search (store_code, id, search, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable,
  v_id, v_sku, v_name, v_type_id, v_visibility, v_status, v_category_ids, v_brand, v_brand_options, v_dietary, v_dietary_options, v_size, v_size_options, v_flavour, v_flavour_options, v_color, v_color_options, v_price, v_final_price, v_special_price, v_created_at, v_updated_at, v_new, v_sale, v_bestseller, v_weight, v_tax_class_id)
SELECT store_code, id, search, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable,
  doc_small->'id', doc_small->'sku', doc_small->'name', doc_small->'type_id', doc_small->'visibility', doc_small->'status', doc_small->'category_ids', doc_small->'brand', doc_small->'brand_options', doc_small->'dietary', doc_small->'dietary_options', doc_small->'size', doc_small->'size_options', doc_small->'flavour', doc_small->'flavour_options', doc_small->'color', doc_small->'color_options', doc_small->'price', doc_small->'final_price', doc_small->'special_price', doc_small->'created_at', doc_small->'updated_at', doc_small->'new', doc_small->'sale', doc_small->'bestseller', doc_small->'weight', doc_small->'tax_class_id'
  FROM catalog_entity WHERE entity = 'product' ORDER BY store_code, id;

-- As migration 021 on catalog_entity: one GIN index per built-in view (the statement names the
-- view as a literal), and one over every view for the views added by configuration.
CREATE INDEX catalog_search_search_idx ON catalog_search USING gin (search);
CREATE INDEX catalog_search_search_default_idx ON catalog_search USING gin (search) WHERE store_code = 'default';
CREATE INDEX catalog_search_search_de_idx ON catalog_search USING gin (search) WHERE store_code = 'de';
CREATE INDEX catalog_search_search_it_idx ON catalog_search USING gin (search) WHERE store_code = 'it';

ANALYZE catalog_search;
