-- Coupons and gift-card vouchers (issue 4). A cart carries at most one coupon (cart.coupon_code,
-- from 001) and one gift card (cart.voucher_code); the order stores what it used. Usage and
-- balances change only when an order is placed, in the order's transaction, through conditional
-- UPDATEs: two orders racing for the last use of a coupon or the last rand of a card cannot both win.

-- Codes are matched case-insensitively (shoppers type them): the unique index is on upper(code).
CREATE TABLE coupon (
  code          text          NOT NULL,
  kind          text          NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- percent: 0-100; fixed: rand incl. VAT off the items.
  value         numeric(12,2) NOT NULL CHECK (value > 0),
  -- The items' subtotal incl. VAT the cart needs before the coupon applies.
  min_subtotal  numeric(12,2) NOT NULL DEFAULT 0,
  starts_at     timestamptz,
  expires_at    timestamptz,
  -- null: unlimited. times_used counts placed orders.
  usage_limit   integer       CHECK (usage_limit IS NULL OR usage_limit >= 0),
  times_used    integer       NOT NULL DEFAULT 0 CHECK (times_used >= 0),
  active        boolean       NOT NULL DEFAULT true,
  description   text          NOT NULL DEFAULT '',
  created_at    timestamptz   NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100)
);
CREATE UNIQUE INDEX coupon_code_idx ON coupon (upper(code));

CREATE TABLE gift_card (
  code             text          NOT NULL,
  balance          numeric(12,2) NOT NULL CHECK (balance >= 0),
  initial_balance  numeric(12,2) NOT NULL,
  currency         text          NOT NULL DEFAULT 'ZAR',
  expires_at       timestamptz,
  created_at       timestamptz   NOT NULL DEFAULT now(),
  updated_at       timestamptz   NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX gift_card_code_idx ON gift_card (upper(code));

ALTER TABLE cart ADD COLUMN voucher_code text;

ALTER TABLE shop_order ADD COLUMN coupon_code text;
ALTER TABLE shop_order ADD COLUMN voucher_code text;
ALTER TABLE shop_order ADD COLUMN voucher_amount numeric(12,2) NOT NULL DEFAULT 0;

-- Demo coupons (public marketing codes of the demo shop; demo gift cards, which are money, are
-- written by the demo seed only: server/services/cart/demoCodes.ts).
INSERT INTO coupon (code, kind, value, min_subtotal, expires_at, usage_limit, description) VALUES
  ('HEALTHY10', 'percent', 10, 0, NULL, NULL, '10% off everything'),
  ('SAVE50', 'fixed', 50, 300, NULL, NULL, 'R50 off orders of R300 or more'),
  ('WINTER2024', 'percent', 20, 0, '2024-09-01 00:00:00+02', NULL, 'Winter 2024 sale (expired)')
ON CONFLICT DO NOTHING;
