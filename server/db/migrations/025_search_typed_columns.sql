-- Typed copies of the fields a first-time text search reads for every matching row (issue 15:
-- p95 at 100,000 products). Per matching row, the default filters on visibility and status read
-- jsonb (type test, cast to numeric) and the terms aggregations hash whole jsonb values. An int
-- compared with an int array, and int arrays hashed and taken apart, cost a fraction of that.
--
-- t_<field> holds the field's value when it is an integer (t_visibility, t_status: int) or an
-- integer or an array of integers (t_brand, t_dietary and their _options: int[]); it is NULL
-- when the document lacks the field or holds anything else (a text, a fraction, null, an
-- object…). Only values whose JSON text is a plain integer of at most nine digits are taken, so
-- to_jsonb() of a t_ value gives back the stored value exactly (4.0 or "4" stay out): a search
-- reading the t_ column when it is set and the v_ column otherwise gives the very answers of
-- migration 023 (server/services/catalog/searchSql.ts, TYPED_FIELDS). price_cents becomes an
-- int8, so the shown price's tax is worked out in integers (priceSql.ts).
--
-- The columns are generated from the v_ columns, so the triggers of migrations 023 and 024 keep
-- them right without a change (they write the v_ columns; a stock move still writes nothing).
-- They sit before the wide columns: a search takes a row apart up to the last column it reads,
-- and a column added at the end would make every search read through all of them. So the table
-- is built again in that order, with its indexes; the triggers name the table, not its
-- identity, and find the new one.
--
-- Other servers may still run the previous version meanwhile. A product write one of them
-- commits after the copy would land in the old table and be lost with it, so writers of the old
-- table wait from the start (EXCLUSIVE: searches go on reading it; stock moves of orders write
-- nothing here since migration 024) and then find the new table. The new table gets its key and
-- indexes before the swap, so searches wait only for the drop and the renames.
CREATE FUNCTION catalog_typed_int(v jsonb) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'number' AND v::text ~ '^-?[0-9]{1,9}$' THEN v::text::int END
$$;

CREATE FUNCTION catalog_typed_ints(v jsonb) RETURNS int[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(v)
    WHEN 'number' THEN CASE WHEN v::text ~ '^-?[0-9]{1,9}$' THEN ARRAY[v::text::int] END
    WHEN 'array' THEN CASE WHEN v::text ~ '^\[(-?[0-9]{1,9}(, -?[0-9]{1,9})*)?\]$' THEN translate(v::text, '[]', '{}')::int[] END
  END
$$;

-- The fixed net in cents as an int8; an absurd price that would not fit is left to be priced per request.
CREATE FUNCTION catalog_int_cents(c numeric) RETURNS int8
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN abs(c) < 1e12 THEN c::int8 END
$$;

LOCK TABLE catalog_search IN EXCLUSIVE MODE;

CREATE TABLE catalog_search_typed (
  store_code      text NOT NULL,
  id              text NOT NULL,
  search          tsvector,
  tax_class       text,
  -- The fixed net in cents (migration 023) as an integer: the tax on it is then worked out in integers.
  price_cents     int8 GENERATED ALWAYS AS (catalog_int_cents(catalog_fixed_cents(price_special, special_from, special_until, tax_class, price_kids, price_parts))) STORED,
  -- Keep this list in step with TYPED_FIELDS in server/services/catalog/searchSql.ts.
  t_visibility      int GENERATED ALWAYS AS (catalog_typed_int(v_visibility)) STORED,
  t_status          int GENERATED ALWAYS AS (catalog_typed_int(v_status)) STORED,
  t_brand           int[] GENERATED ALWAYS AS (catalog_typed_ints(v_brand)) STORED,
  t_brand_options   int[] GENERATED ALWAYS AS (catalog_typed_ints(v_brand_options)) STORED,
  t_dietary         int[] GENERATED ALWAYS AS (catalog_typed_ints(v_dietary)) STORED,
  t_dietary_options int[] GENERATED ALWAYS AS (catalog_typed_ints(v_dietary_options)) STORED,
  -- From here on, as in migration 023 (keep in step with LEAN_FIELDS in searchSql.ts).
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
  v_tax_class_id    jsonb
);

-- View by view, before the indexes (as migration 023 filled the table).
INSERT INTO catalog_search_typed (store_code, id, search, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable,
  v_id, v_sku, v_name, v_type_id, v_visibility, v_status, v_category_ids, v_brand, v_brand_options, v_dietary, v_dietary_options, v_size, v_size_options, v_flavour, v_flavour_options, v_color, v_color_options, v_price, v_final_price, v_special_price, v_created_at, v_updated_at, v_new, v_sale, v_bestseller, v_weight, v_tax_class_id)
SELECT store_code, id, search, price_plain, price_special, special_from, special_until, tax_class, price_kids, price_parts, sellable,
  v_id, v_sku, v_name, v_type_id, v_visibility, v_status, v_category_ids, v_brand, v_brand_options, v_dietary, v_dietary_options, v_size, v_size_options, v_flavour, v_flavour_options, v_color, v_color_options, v_price, v_final_price, v_special_price, v_created_at, v_updated_at, v_new, v_sale, v_bestseller, v_weight, v_tax_class_id
  FROM catalog_search ORDER BY store_code, id;

ALTER TABLE catalog_search_typed ADD CONSTRAINT catalog_search_typed_pkey PRIMARY KEY (store_code, id);
CREATE INDEX catalog_search_typed_search_idx ON catalog_search_typed USING gin (search);
CREATE INDEX catalog_search_typed_search_default_idx ON catalog_search_typed USING gin (search) WHERE store_code = 'default';
CREATE INDEX catalog_search_typed_search_de_idx ON catalog_search_typed USING gin (search) WHERE store_code = 'de';
CREATE INDEX catalog_search_typed_search_it_idx ON catalog_search_typed USING gin (search) WHERE store_code = 'it';
ANALYZE catalog_search_typed;

-- The swap (renaming the key's index renames its constraint too).
DROP TABLE catalog_search;
ALTER TABLE catalog_search_typed RENAME TO catalog_search;
ALTER INDEX catalog_search_typed_pkey RENAME TO catalog_search_pkey;
ALTER INDEX catalog_search_typed_search_idx RENAME TO catalog_search_search_idx;
ALTER INDEX catalog_search_typed_search_default_idx RENAME TO catalog_search_search_default_idx;
ALTER INDEX catalog_search_typed_search_de_idx RENAME TO catalog_search_search_de_idx;
ALTER INDEX catalog_search_typed_search_it_idx RENAME TO catalog_search_search_it_idx;
