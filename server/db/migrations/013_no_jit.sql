-- No JIT compilation of queries on PostgreSQL (issue 15: catalogue search at 100,000 products).
-- The planner's cost estimate of a catalogue search (jsonb functions, price sub-selects, the
-- aggregations' CTEs) is far above jit_above_cost, so PostgreSQL compiled it with LLVM on every
-- execution: about a second of compiling for a statement that runs in a few tens of ms (EXPLAIN
-- ANALYZE: JIT total 1167 ms of 1223 ms). The shop's statements are short, so JIT never pays off.
-- PGlite has no JIT; the setting is harmless there.
-- The setting is the database's default for new sessions; when the server's role may not change
-- the database, it becomes the role's own default instead (every role may set its own).
-- Several schemas of one database may migrate at the same moment (each under its own lock), and
-- two concurrent changes of the database's settings fail with "tuple concurrently updated": a
-- lock on the database (until this migration commits) makes them take turns.
SELECT pg_advisory_xact_lock(hashtext('storefront:alter-database-settings'));
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  EXECUTE 'ALTER ROLE CURRENT_USER SET jit = off';
END $$;

-- This session too (the one migrating goes on serving).
SET jit = off;
