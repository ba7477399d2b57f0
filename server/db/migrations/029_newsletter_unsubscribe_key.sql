-- Every newsletter mail carries a link to stop it (a marketing mail must let its reader opt out),
-- and only that link, or the subscriber's own signed-in account, can stop it: an unsubscribe by a
-- bare address let anyone take anyone off the list. The link names the address and this key, a
-- random value of the subscriber's own (not derived from a secret the operator may rotate).
ALTER TABLE newsletter_subscriber
  ADD COLUMN unsubscribe_key text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
