-- Store views (issue 13): a fixed-amount coupon and a minimum subtotal are amounts of money in one
-- currency, so a coupon says which one. NULL: any currency (a percent coupon without a minimum).
-- The coupons written before this migration were rand amounts (the only currency there was).
ALTER TABLE coupon ADD COLUMN IF NOT EXISTS currency text;
UPDATE coupon SET currency = 'ZAR' WHERE currency IS NULL AND (kind = 'fixed' OR min_subtotal > 0);

-- A euro counterpart of SAVE50 for the euro store views (de, it), so a euro shopper has a fixed demo
-- coupon that works.
INSERT INTO coupon (code, kind, value, min_subtotal, currency, description) VALUES
  ('SAVE5', 'fixed', 5, 30, 'EUR', '5 € off euro orders of 30 € or more')
ON CONFLICT DO NOTHING;
