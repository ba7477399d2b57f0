-- The demo coupons came with migrations 008 and 020 into every database, so a shop with its own
-- catalogue had the demo's public codes live: HEALTHY10 is 10 % off everything, with no limit and
-- no end. They now come with the demo catalogue (seedIfEmpty, server/services/cart/demoCodes.ts),
-- as the demo gift cards already did.
--
-- Where the demo is not running (no demo gift card: a shop with its own catalogue, or a brand-new
-- database, which gets the demo's codes from the seed right after the migrations), a demo coupon
-- still exactly as the migrations wrote it is deleted if nothing refers to it, and switched off if
-- an order or a cart does (their records keep the code). A coupon the shop has changed in any way
-- is the shop's own now and stays as it is.
CREATE TEMP TABLE demo_coupon_as_written ON COMMIT DROP AS
SELECT c.code,
       c.times_used > 0
         OR EXISTS (SELECT 1 FROM shop_order o WHERE upper(o.coupon_code) = upper(c.code))
         OR EXISTS (SELECT 1 FROM cart k WHERE upper(k.coupon_code) = upper(c.code)) AS referred_to
FROM coupon c
JOIN (VALUES
  ('HEALTHY10', 'percent', 10::numeric, 0::numeric, NULL::timestamptz, '10% off everything'),
  ('SAVE50', 'fixed', 50, 300, NULL, 'R50 off orders of R300 or more'),
  ('WINTER2024', 'percent', 20, 0, '2024-09-01 00:00:00+02', 'Winter 2024 sale (expired)'),
  ('SAVE5', 'fixed', 5, 30, NULL, '5 € off euro orders of 30 € or more')
) AS demo (code, kind, value, min_subtotal, expires_at, description)
  ON c.code = demo.code
 AND c.kind = demo.kind
 AND c.value = demo.value
 AND c.min_subtotal = demo.min_subtotal
 AND c.expires_at IS NOT DISTINCT FROM demo.expires_at
 AND c.description = demo.description
 AND c.starts_at IS NULL
 AND c.usage_limit IS NULL
 AND c.active
WHERE NOT EXISTS (SELECT 1 FROM gift_card g WHERE upper(g.code) LIKE 'GIFT-DEMO-%');

DELETE FROM coupon WHERE code IN (SELECT code FROM demo_coupon_as_written WHERE NOT referred_to);
UPDATE coupon SET active = false WHERE code IN (SELECT code FROM demo_coupon_as_written WHERE referred_to);
