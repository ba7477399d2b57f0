-- Stock moves no longer rewrite catalog_search (issue 15: order placement got slower with
-- migration 023). Every order line moves stock with two UPDATEs of catalog_entity (the stock
-- master and the other views' copies, server/services/order/reserveStock.ts), and the UPDATE
-- trigger of migration 023 upserted the whole narrow row of each updated product (text vector,
-- prices, every field column) although nothing it holds had changed.
--
-- The UPDATE trigger now first compares, per key, the old and new rows of the statement on
-- everything catalog_search is made of: the derived columns of migration 003 and doc_small
-- without its stock block (every v_ column is a field of doc_small; none is the stock). When no
-- product row differs and no product key appeared or went away, it returns without writing. A
-- stock change that does change a stored column still goes through: a configurable's child
-- going out of (or back into) stock changes price_kids, and the statement is then handled as
-- before. Should a later migration add a column derived from the stock, take 'stock' out of
-- the comparison here.
--
-- Comparing by key is right whatever rows the statement swapped or moved: catalog_search holds,
-- for every product key before the statement, that key's old row; a key whose old and new rows
-- agree on every compared input therefore already holds the new row's values.
--
-- Only the trigger function is replaced: the migration takes no time at any catalogue size, and
-- a server still running the old code keeps working with it.
CREATE OR REPLACE FUNCTION catalog_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- Nothing catalog_search holds changed (a stock move): no write at all.
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.store_code = o.store_code AND n.entity = o.entity AND n.id = o.id
       WHERE (o.entity = 'product' OR n.entity = 'product')
         AND (o.id IS NULL OR n.id IS NULL
              OR (o.search, o.price_plain, o.price_special, o.special_from, o.special_until, o.tax_class, o.price_kids, o.price_parts, o.sellable, o.doc_small - 'stock')
                 IS DISTINCT FROM
                 (n.search, n.price_plain, n.price_special, n.special_from, n.special_until, n.tax_class, n.price_kids, n.price_parts, n.sellable, n.doc_small - 'stock'))
    ) THEN
      RETURN NULL;
    END IF;
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

