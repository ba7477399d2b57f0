-- Product and category pictures are looked up by url_key (/img/…/product/<url_key>.png); so are
-- categories by slug. Without this the planner scans every document (1.5 s at 100 000 products).
CREATE INDEX catalog_entity_url_key_idx ON catalog_entity (entity, (doc->>'url_key'));
