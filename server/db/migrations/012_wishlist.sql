-- Issue 10: a logged-in shopper's wishlist, kept with the account so every device shows the same
-- list (GET/POST /api/ext/wishlist, docs/wishlist-api.md). A guest's wishlist stays on the device.
-- One row per product (the list is keyed by sku, spec 001 §3); no foreign key to the catalogue:
-- a catalogue import may replace a product, and the shopper's list should not break because of it.
CREATE TABLE wishlist_item (
  customer_id  integer     NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  sku          text        NOT NULL,
  qty          integer     NOT NULL DEFAULT 1 CHECK (qty > 0),
  added_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, sku)
);
