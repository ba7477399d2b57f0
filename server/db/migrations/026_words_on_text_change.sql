-- The vocabulary (catalog_word, migration 003) takes words only from rows whose text changed.
-- Its UPDATE trigger inserted every word of every updated row, so each stock move of an order
-- line (two UPDATEs of catalog_entity, server/services/order/reserveStock.ts) probed the word
-- table's indexes for every word of the product in every view, to insert nothing (about 0.15 ms
-- per order transaction).
--
-- A row whose search vector is the same as before brings no word the table lacks: that vector's
-- words went in when it was written (words are never taken out). So the UPDATE trigger now reads
-- the statement's old rows as well and collects the words of the new rows only where the vector
-- differs, or where the key itself changed (no old row by that key). INSERT keeps its trigger.
-- Only a function and a trigger change: the migration takes no time at any catalogue size.
CREATE FUNCTION catalog_words_collect_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_word (word)
    SELECT DISTINCT w
      FROM new_rows n
      LEFT JOIN old_rows o ON o.store_code = n.store_code AND o.entity = n.entity AND o.id = n.id
     CROSS JOIN LATERAL unnest(tsvector_to_array(n.search)) w
     WHERE n.search IS NOT NULL AND n.search IS DISTINCT FROM o.search
       AND length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

DROP TRIGGER catalog_words_update ON catalog_entity;
CREATE TRIGGER catalog_words_update AFTER UPDATE ON catalog_entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_collect_changed();
