-- A catalogue version every server process can read (issue 15: the search result cache,
-- server/services/catalog/searchCache.ts). Every statement that writes catalog_entity adds a row
-- to catalog_change in its own transaction; the version is the number of change rows a snapshot
-- sees. A snapshot taken later sees every change an earlier one saw, so the number only grows
-- and two snapshots with the same number see the same catalogue. Writers only insert (no row is
-- shared between them, so orders updating stock never wait for each other here). The rows are
-- folded into catalog_change_base by catalog_changes_fold() in one statement, which keeps the sum.
CREATE TABLE catalog_change (id bigserial PRIMARY KEY);
CREATE TABLE catalog_change_base (one boolean PRIMARY KEY DEFAULT true CHECK (one), n bigint NOT NULL);
INSERT INTO catalog_change_base (n) VALUES (0);

CREATE FUNCTION catalog_change_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_change DEFAULT VALUES;
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_change_note AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_entity
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_note();

CREATE FUNCTION catalog_version() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (SELECT n FROM catalog_change_base) + (SELECT count(*) FROM catalog_change)
$$;

-- Folds the change rows into the base count in one statement: a snapshot sees it all or not at
-- all, so the version does not move. A concurrent fold waits for the rows this one deletes and
-- then finds them gone (it adds nothing for them).
CREATE FUNCTION catalog_changes_fold() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM catalog_change RETURNING 1)
  UPDATE catalog_change_base SET n = n + (SELECT count(*) FROM gone)
$$;
