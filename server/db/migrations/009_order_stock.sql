-- The stock an order holds (issue 4: orders reserve stock). Kept with the order so that a canceled
-- or failed payment gives it back and a retry of the same order takes it again, exactly.
ALTER TABLE shop_order
  ADD COLUMN stock_reservations jsonb   NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN stock_held         boolean NOT NULL DEFAULT false;
