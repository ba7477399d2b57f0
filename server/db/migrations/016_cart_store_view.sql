-- Store views (issue 13): a cart belongs to the store view it was created in (its currency and
-- VAT), so one customer has one cart per view; an order keeps the store's name beside its code.
ALTER TABLE cart ADD COLUMN store_code text NOT NULL DEFAULT 'default';
CREATE INDEX cart_customer_view_idx ON cart (customer_id, store_code) WHERE customer_id IS NOT NULL;
-- Its leading column serves every lookup by customer alone that 005's index did.
DROP INDEX IF EXISTS cart_customer_idx;
ALTER TABLE shop_order ADD COLUMN store_name text;
