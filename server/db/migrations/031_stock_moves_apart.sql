-- Stock moves counted apart from the catalogue's other changes (searchCache.ts). Every order moves
-- the stock in the product documents, which moved the catalogue version and emptied every search
-- result kept by every server process. The statements that only move stock (order/reserveStock.ts)
-- run with `storefront.stock_move` set to 'on' in their transaction, and set it back after them:
-- their change rows are marked stock_only.
-- catalog_version() still counts every change; catalog_content_version() leaves stock moves out.
-- A kept result that reads no stock field stays valid across stock moves, and its page's documents
-- are read again at their current row versions (documentCache.ts).
ALTER TABLE catalog_change ADD COLUMN stock_only boolean NOT NULL DEFAULT false;
ALTER TABLE catalog_change_base ADD COLUMN content_n bigint;
UPDATE catalog_change_base SET content_n = n;
ALTER TABLE catalog_change_base ALTER COLUMN content_n SET NOT NULL;

CREATE OR REPLACE FUNCTION catalog_change_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.stock_move', true) = 'on' THEN
    INSERT INTO catalog_change (stock_only) VALUES (true);
  ELSE
    INSERT INTO catalog_change DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_content_version() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (SELECT content_n FROM catalog_change_base) + (SELECT count(*) FROM catalog_change WHERE NOT stock_only)
$$;

-- As before, in one statement: both sums are kept.
CREATE OR REPLACE FUNCTION catalog_changes_fold() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM catalog_change RETURNING stock_only)
  UPDATE catalog_change_base
     SET n = n + (SELECT count(*) FROM gone),
         content_n = content_n + (SELECT count(*) FROM gone WHERE NOT stock_only)
$$;
