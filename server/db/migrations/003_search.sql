-- Catalogue search on PostgreSQL's own tools (issue 3, spec 000 §9). Every column added here is
-- derived from `doc` by a trigger, so the seed, the importer and any later writer stay unaware.
--   search       weighted tsvector: A name (boost 4), B sku + child skus (2), C category names (1),
--                D ingredients (1); categories and other entities: their name/title in A.
--   skus         the product's own sku and its configurable children's (order/cart look-ups).
--   doc_small    the document without its bulky fields (texts, gallery, children, links,
--                categories): small enough to stay uncompressed in the row, so filters,
--                facets and sorts on the other fields never decompress the whole document
--                (server/services/catalog/searchSql.ts picks it when it holds every field asked).
--   price_*      what the price filter, price buckets and the final_price sort need, without
--                reading the document: the net price with and without the special price, the
--                special's window as comparable text, and the tax class. The special's window and
--                the tax are applied per request (src/domain/price.ts rules, store view's rates).
--   price_kids   configurables: the same per sellable child (in-stock ones when any), because the
--                parent is priced from its cheapest available child (src/domain/tax.ts).
--   price_parts  grouped and bundle products: {z: price is 0 when no part resolves, p: [{sku, qty,
--                lp: the link's own net price}]}, priced from the linked products per request
--                (src/domain/compositePrice.ts); sellable = status below 2.
ALTER TABLE catalog_entity
  ADD COLUMN search        tsvector,
  ADD COLUMN skus          text[],
  ADD COLUMN doc_small     jsonb,
  ADD COLUMN price_plain   numeric,
  ADD COLUMN price_special numeric,
  ADD COLUMN special_from  text,
  ADD COLUMN special_until text,
  ADD COLUMN tax_class     text,
  ADD COLUMN price_kids    jsonb,
  ADD COLUMN price_parts   jsonb,
  ADD COLUMN sellable      boolean;

-- A JSON value JavaScript would call truthy.
CREATE FUNCTION catalog_truthy(v jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(v) WHEN 'boolean' THEN v = 'true' WHEN 'number' THEN v::text::numeric <> 0
                              WHEN 'string' THEN v <> '""' WHEN 'null' THEN false ELSE v IS NOT NULL END
$$;

-- The parts a grouped (associated simple links, qty 1) or bundle (per option the default or first
-- link, its qty) product is priced from (compositeParts in src/domain/compositePrice.ts).
CREATE FUNCTION catalog_price_parts(d jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE d->>'type_id'
    WHEN 'grouped' THEN jsonb_build_object('z', true, 'p', coalesce((
      SELECT jsonb_agg(jsonb_build_object('sku', l->>'linked_product_sku', 'qty', 1))
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d->'product_links') = 'array' THEN d->'product_links' ELSE '[]' END) l
       WHERE l->>'link_type' = 'associated' AND coalesce(l->>'linked_product_type', 'simple') = 'simple'
         AND coalesce(l->>'linked_product_sku', '') <> ''), '[]'))
    WHEN 'bundle' THEN (SELECT jsonb_build_object('z', count(*) = 0, 'p', coalesce(jsonb_agg(jsonb_build_object(
        'sku', link->>'sku',
        'qty', coalesce(nullif(substring(link->>'qty' from '^\s*[-+]?\d+')::int, 0), 1),
        'lp', CASE WHEN jsonb_typeof(link->'price') = 'number' THEN link->'price' END)), '[]'))
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d->'bundle_options') = 'array' THEN d->'bundle_options' ELSE '[]' END) o,
           LATERAL (SELECT x FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o->'product_links') = 'array' THEN o->'product_links' ELSE '[]' END)
                      WITH ORDINALITY AS t(x, n) ORDER BY catalog_truthy(x->'is_default') DESC, n LIMIT 1) AS f(link))
  END
$$;

-- A net price → cents incl. tax at `rate` percent: the net to the cent plus the tax on it to the
-- cent (src/domain/money.ts taxOnNet). Used by the price expression of priceSql.ts.
CREATE FUNCTION catalog_incl_cents(net numeric, rate numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(net * 100) + round(round(net * 100) * rate / 100)
$$;

-- The net price now of one price source: the special inside its window, else the plain price.
CREATE FUNCTION catalog_net_now(plain numeric, special numeric, sp_from text, sp_until text, now_text text) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN now_text >= coalesce(sp_from, '') COLLATE "C" AND now_text <= coalesce(sp_until, '9999') COLLATE "C"
              THEN special ELSE plain END
$$;

-- A JSON number > 0, else 0 (src/domain/price.ts `positive`).
CREATE FUNCTION catalog_positive(v jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'number' AND v::text::numeric > 0 THEN v::text::numeric ELSE 0 END
$$;

-- Magento "YYYY-MM-DD HH:mm:ss" (or ISO) → comparable UTC text; unparseable → null (= missing).
CREATE FUNCTION catalog_date_text(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v ~ '^\d{4}-\d{2}-\d{2}$' THEN v || ' 00:00:00'
              WHEN v ~ '^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?' THEN rpad(replace(left(v, 19), 'T', ' '), 19, ':00')
              ELSE NULL END
$$;

-- One price source (a product or a child) → {plain, special, from, until, tc}. The special counts
-- while from <= now <= until (text compare); a "to" given as a day or at midnight includes that
-- whole day, hence "<day> 24:00:00", which sorts after every time of that day.
CREATE FUNCTION catalog_price_source(d jsonb, parent_tc text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  p numeric := catalog_positive(coalesce(d->'original_price', d->'price'));
  s numeric := catalog_positive(coalesce(d->'original_special_price', d->'special_price'));
  f numeric := catalog_positive(coalesce(d->'original_final_price', d->'final_price'));
  plain numeric := CASE WHEN s = 0 AND f > 0 AND f < p THEN f ELSE p END;
  special numeric := CASE WHEN s > 0 AND (p = 0 OR s < p) THEN s ELSE plain END;
  to_raw text := d->>'special_to_date';
  until text := catalog_date_text(to_raw);
BEGIN
  IF until IS NOT NULL AND (to_raw ~ '^\d{4}-\d{2}-\d{2}$' OR substr(until, 12) = '00:00:00') THEN
    until := left(until, 10) || ' 24:00:00';
  END IF;
  RETURN jsonb_build_object('plain', plain, 'special', special,
    'from', CASE WHEN special <> plain THEN catalog_date_text(d->>'special_from_date') END,
    'until', CASE WHEN special <> plain THEN until END,
    'tc', coalesce(d->>'tax_class_id', parent_tc));
END $$;

CREATE FUNCTION catalog_entity_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d jsonb := NEW.doc;
  src jsonb;
  kids jsonb;
BEGIN
  -- Keep this list in step with BULKY_FIELDS in server/services/catalog/searchSql.ts.
  NEW.doc_small := d - ARRAY['description', 'short_description', 'media_gallery', 'configurable_children',
    'configurable_options', 'bundle_options', 'product_links', 'category', 'tier_prices', 'children_data', 'content'];
  IF NEW.entity = 'product' THEN
    NEW.search :=
         setweight(to_tsvector('simple', coalesce(d->'name', '""')), 'A')
      || setweight(to_tsvector('simple', coalesce(d->'sku', '""')), 'B')
      || setweight(to_tsvector('simple', jsonb_path_query_array(d, 'lax $.configurable_children[*].sku')), 'B')
      || setweight(to_tsvector('simple', jsonb_path_query_array(d, 'lax $.category[*].name')), 'C')
      || setweight(to_tsvector('simple', coalesce(d->'ingredients', '""')), 'D');
    NEW.skus := array_remove(ARRAY[d->>'sku'] || ARRAY(SELECT jsonb_path_query(d, 'lax $.configurable_children[*].sku') #>> '{}'), NULL);
    src := catalog_price_source(d, NULL);
    NEW.price_plain := (src->>'plain')::numeric;
    NEW.price_special := (src->>'special')::numeric;
    NEW.special_from := src->>'from';
    NEW.special_until := src->>'until';
    NEW.tax_class := src->>'tc';
    IF jsonb_typeof(d->'configurable_children') = 'array' THEN
      -- Sellable (status < 2) children; only the in-stock ones when there are any (tax.ts cheapest()).
      WITH c AS (
        SELECT x, coalesce((x->'stock'->>'is_in_stock') <> 'false', true) AS in_stock
          FROM jsonb_array_elements(d->'configurable_children') x
         WHERE jsonb_typeof(x) = 'object'
           AND CASE WHEN coalesce(x->>'status', '1') ~ '^\d{1,9}$' THEN coalesce(x->>'status', '1')::int < 2 ELSE true END
      )
      SELECT jsonb_agg(catalog_price_source(x, src->>'tc')) INTO kids
        FROM c WHERE in_stock OR NOT EXISTS (SELECT 1 FROM c WHERE in_stock);
    END IF;
    NEW.price_kids := kids;
    NEW.price_parts := catalog_price_parts(d);
    NEW.sellable := CASE WHEN coalesce(d->>'status', '1') ~ '^\d{1,9}$' THEN coalesce(d->>'status', '1')::int < 2 ELSE true END;
  ELSE
    NEW.search := setweight(to_tsvector('simple', coalesce(d->'name', d->'title', d->'frontend_label', '""')), 'A');
    NEW.skus := NULL;
    NEW.price_plain := NULL; NEW.price_special := NULL; NEW.special_from := NULL; NEW.special_until := NULL;
    NEW.tax_class := NULL; NEW.price_kids := NULL; NEW.price_parts := NULL; NEW.sellable := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER catalog_entity_derive BEFORE INSERT OR UPDATE OF doc, entity ON catalog_entity
  FOR EACH ROW EXECUTE FUNCTION catalog_entity_derive();

-- The vocabulary of the catalogue, for typo tolerance: a misspelt word is looked up here by
-- trigram similarity (GIN), then its nearest words are searched. Words of deleted documents may
-- linger; they only widen a fuzzy lookup that then matches nothing.
CREATE TABLE catalog_word (word text PRIMARY KEY);
CREATE INDEX catalog_word_trgm_idx ON catalog_word USING gin (word gin_trgm_ops);
CREATE INDEX catalog_word_shape_idx ON catalog_word (left(word, 1), length(word));

CREATE FUNCTION catalog_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per insert/update statement (transition table), not one per row: a bulk seed stays fast.
  INSERT INTO catalog_word (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search)) w
     WHERE new_rows.search IS NOT NULL AND length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_words_insert AFTER INSERT ON catalog_entity
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_collect();
CREATE TRIGGER catalog_words_update AFTER UPDATE ON catalog_entity
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_collect();

CREATE INDEX catalog_entity_doc_small_idx ON catalog_entity USING gin (doc_small jsonb_path_ops);
CREATE INDEX catalog_entity_search_idx ON catalog_entity USING gin (search);
CREATE INDEX catalog_entity_skus_idx ON catalog_entity USING gin (skus) WHERE entity = 'product';

-- Documents written before this migration get their derived columns now.
UPDATE catalog_entity SET doc = doc;
